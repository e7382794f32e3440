import type { ReactNode, Ref } from 'react';
import './designer.css';
import { useFillHeight } from './useFillHeight';

interface DesignerLayoutProps {
  /** The row above the columns: the form's name and the toolbar. */
  header: ReactNode;
  palette: ReactNode;
  canvas: ReactNode;
  panel: ReactNode;
  /** The canvas column's scrolling box (the selection is scrolled into view inside it). */
  canvasScrollRef?: Ref<HTMLDivElement>;
}

/**
 * The designer screen as form-making lays it out: a toolbar row over three columns, palette, canvas and
 * property panel, that fill the window and scroll each on its own, so on a long form the palette and the
 * panel stay in view while the canvas scrolls.
 *
 * @example
 * <DesignerLayout header={<Toolbar />} palette={<Palette />} canvas={<CanvasList />} panel={<PropertyPanel />} />
 */
export function DesignerLayout({ header, palette, canvas, panel, canvasScrollRef }: DesignerLayoutProps) {
  // The content box's own bottom padding is 24 px; the designer ends just above it.
  const { ref, height } = useFillHeight<HTMLDivElement>(24);
  return (
    <div ref={ref} className="dg-designer" style={{ height }} data-testid="form-designer">
      <div className="dg-designer-head">{header}</div>
      <div className="dg-designer-columns">
        <section className="dg-designer-column dg-designer-palette" aria-label="组件">
          <div className="dg-designer-title">组件</div>
          <div className="dg-designer-scroll" data-testid="designer-palette-scroll">
            {palette}
          </div>
        </section>
        <section className="dg-designer-column dg-designer-main" aria-label="画布">
          <div className="dg-designer-scroll" ref={canvasScrollRef} data-testid="designer-canvas-scroll">
            {canvas}
          </div>
        </section>
        <section
          className="dg-designer-column dg-designer-panel dg-designer-scroll"
          aria-label="属性"
          data-testid="property-panel"
        >
          {panel}
        </section>
      </div>
    </div>
  );
}
