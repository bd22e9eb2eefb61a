import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import '@/components/print/print.css';

export type PaperSize = 'A5' | 'A4';
export type PaperOrientation = 'portrait' | 'landscape';

/** Paper sizes in millimetres, portrait. */
const PAPER: Record<PaperSize, { width: number; height: number }> = {
  A5: { width: 148, height: 210 },
  A4: { width: 210, height: 297 },
};

/** The printer's margin, also the sheet's padding on screen. */
export const PRINT_MARGIN_MM = 8;
const PX_PER_MM = 96 / 25.4;

/** The paper's width and height in millimetres. */
export function paperSize(size: PaperSize, orientation: PaperOrientation): { width: number; height: number } {
  const { width, height } = PAPER[size];
  return orientation === 'portrait' ? { width, height } : { width: height, height: width };
}

/** The `@page` rule a sheet sets while it is on screen. */
export function pageRule(size: PaperSize, orientation: PaperOrientation): string {
  return `@page { size: ${size} ${orientation}; margin: ${PRINT_MARGIN_MM}mm; }`;
}

// Several sheets may be mounted at once (a manifest prints one per destination): the body class and
// the @page rule stay while any of them is.
const mounted = new Map<string, number>();
let pageStyle: HTMLStyleElement | null = null;

function refresh() {
  const rules = [...mounted.keys()];
  document.body.classList.toggle('print-sheet-active', rules.length > 0);
  if (rules.length === 0) {
    pageStyle?.remove();
    pageStyle = null;
    return;
  }
  if (!pageStyle) {
    pageStyle = document.createElement('style');
    pageStyle.dataset.printSheet = '';
    document.head.appendChild(pageStyle);
  }
  // One size per print: the sheet mounted last decides.
  pageStyle.textContent = rules.at(-1) ?? '';
}

function usePageRule(rule: string) {
  useEffect(() => {
    // Re-inserted so that the newest sheet's rule is the last key.
    const count = mounted.get(rule) ?? 0;
    mounted.delete(rule);
    mounted.set(rule, count + 1);
    refresh();
    return () => {
      const left = (mounted.get(rule) ?? 1) - 1;
      if (left > 0) mounted.set(rule, left);
      else mounted.delete(rule);
      refresh();
    };
  }, [rule]);
}

/** For A4 sheets: how much to zoom out so that the sheet fits the width of what holds it. */
function useFitZoom(enabled: boolean, paperWidthMm: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  useLayoutEffect(() => {
    const parent = ref.current?.parentElement;
    if (!enabled || !parent) return;
    const fit = () => {
      const available = parent.clientWidth;
      if (available > 0) setZoom(Math.min(1, available / (paperWidthMm * PX_PER_MM)));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(parent);
    return () => observer.disconnect();
  }, [enabled, paperWidthMm]);
  return { ref, zoom };
}

/**
 * A printed page: on screen a sheet of paper of the page's proportions (an A5 reflows at a phone's
 * width, an A4 is zoomed out to fit it); on paper, with the `@page` size and margins it sets while
 * mounted, the only thing printed. Each sheet starts a new page; sheets printed together are
 * siblings (for instance the children of one Mantine `Stack`).
 */
export function PrintSheet({
  size,
  orientation = 'portrait',
  children,
}: {
  size: PaperSize;
  orientation?: PaperOrientation;
  children: ReactNode;
}) {
  const paper = paperSize(size, orientation);
  usePageRule(pageRule(size, orientation));
  const fit = size === 'A4' ? 'scale' : 'reflow';
  const { ref, zoom } = useFitZoom(fit === 'scale', paper.width);
  const style = {
    '--print-sheet-width': `${paper.width}mm`,
    '--print-sheet-ratio': `${paper.width} / ${paper.height}`,
    '--print-sheet-margin': `${PRINT_MARGIN_MM}mm`,
    '--print-sheet-zoom': String(zoom),
  } as CSSProperties;
  return (
    <div ref={ref} className="print-sheet" data-size={size} data-orientation={orientation} data-fit={fit} style={style}>
      {children}
    </div>
  );
}
