import { MinusOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, Typography } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYield, type SlabLayout } from './layout-types.ts';
import { SlabDrawing } from './slab-drawing.tsx';
import { useZoomPan, viewBoxText } from './use-zoom-pan.ts';

/** One slab's layout, zoomable and pannable, with its size and yield. */
export function SlabViewer({ layout }: { layout: SlabLayout }) {
  const { t } = useTranslation('projects');
  // A margin around the slab, so its edge lines are not cut in half.
  const home = useMemo(() => {
    const m = Math.max(layout.lengthMm, layout.widthMm) / 50;
    return { x: -m, y: -m, w: layout.lengthMm + 2 * m, h: layout.widthMm + 2 * m };
  }, [layout.lengthMm, layout.widthMm]);
  const svgRef = useRef<SVGSVGElement>(null);
  const zoom = useZoomPan(home, svgRef);
  const title = t('layout.slabTitle', {
    seq: layout.seq,
    length: layout.lengthMm,
    width: layout.widthMm,
  });
  return (
    <div className="slab-viewer" onKeyDown={zoom.onKeyDown}>
      <div className="slab-viewer-head">
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text type="secondary">
          {t('layout.slabYield', { value: formatYield(layout.yieldPercent) })}
        </Typography.Text>
        <Space size={4}>
          <Tooltip title={t('layout.zoomIn')}>
            <Button
              size="small"
              icon={<PlusOutlined />}
              aria-label={t('layout.zoomIn')}
              onClick={zoom.zoomIn}
            />
          </Tooltip>
          <Tooltip title={t('layout.zoomOut')}>
            <Button
              size="small"
              icon={<MinusOutlined />}
              aria-label={t('layout.zoomOut')}
              onClick={zoom.zoomOut}
            />
          </Tooltip>
          <Tooltip title={t('layout.zoomReset')}>
            <Button
              size="small"
              icon={<UndoOutlined />}
              aria-label={t('layout.zoomReset')}
              onClick={zoom.reset}
            />
          </Tooltip>
        </Space>
      </div>
      <svg
        ref={svgRef}
        role="img"
        aria-label={title}
        tabIndex={0}
        className="slab-svg"
        viewBox={viewBoxText(zoom.view)}
        preserveAspectRatio="xMidYMid meet"
        {...zoom.svgHandlers}
      >
        <SlabDrawing layout={layout} />
      </svg>
    </div>
  );
}
