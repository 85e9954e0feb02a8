export type Tile = { label: string; value: string | number; accent?: 'good' | 'warn' };

/** Large figures, readable from 5 m. */
export function StatTiles({ tiles }: { tiles: Tile[] }) {
  return (
    <div className="board-tiles">
      {tiles.map((tile) => (
        <div key={tile.label} className={`board-tile ${tile.accent ? `board-${tile.accent}` : ''}`}>
          <div className="board-tile-value">{tile.value}</div>
          <div className="board-tile-label">{tile.label}</div>
        </div>
      ))}
    </div>
  );
}
