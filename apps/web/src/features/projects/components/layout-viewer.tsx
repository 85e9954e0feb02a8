import type { SlabLayout } from './layout-types.ts';
import { SlabViewer } from './slab-viewer.tsx';
import './layout-viewer.css';

/** Every slab of a cutting plan, each drawn and zoomable on its own. */
export function LayoutViewer({ slabs }: { slabs: SlabLayout[] }) {
  return (
    <div className="layout-grid">
      {slabs.map((slab) => (
        <SlabViewer key={slab.seq} layout={slab} />
      ))}
    </div>
  );
}
