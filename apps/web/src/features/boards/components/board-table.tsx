import { useTranslation } from 'react-i18next';

export type BoardColumn = { title: string; numeric?: boolean };

/** A ranking in large type (projects, processes, saws, materials). */
export function BoardTable(props: {
  caption: string;
  columns: BoardColumn[];
  rows: { key: string; cells: (string | number)[] }[];
}) {
  const { t } = useTranslation('boards');
  if (props.rows.length === 0) return <p className="board-empty">{t('noneYet')}</p>;
  return (
    <table className="board-table">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          {props.columns.map((c) => (
            <th key={c.title} className={c.numeric ? 'board-num' : undefined}>
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, i) => (
              <td key={i} className={props.columns[i]?.numeric ? 'board-num' : undefined}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
