import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PrintButton } from '@/components/print/print-button';
import { PrintSheet, pageRule, paperSize } from '@/components/print/print-sheet';
import { renderWithProviders } from '@/testing/render-app';

const pageStyles = () => [...document.head.querySelectorAll('style[data-print-sheet]')].map((style) => style.textContent);

describe('PrintSheet', () => {
  it('sets the page size and margins and marks the body while it is mounted', () => {
    const { unmount } = render(
      <PrintSheet size="A5">
        <p>Étiquette</p>
      </PrintSheet>,
    );
    expect(screen.getByText('Étiquette').closest('.print-sheet')).toHaveAttribute('data-size', 'A5');
    expect(pageStyles()).toEqual(['@page { size: A5 portrait; margin: 8mm; }']);
    expect(document.body).toHaveClass('print-sheet-active');

    unmount();
    expect(pageStyles()).toEqual([]);
    expect(document.body).not.toHaveClass('print-sheet-active');
  });

  it('keeps the print set up until the last of several sheets is gone', () => {
    const { rerender, unmount } = render(
      <>
        <PrintSheet size="A4">Kinshasa</PrintSheet>
        <PrintSheet size="A4">Goma</PrintSheet>
      </>,
    );
    expect(document.querySelectorAll('.print-sheet')).toHaveLength(2);
    expect(pageStyles()).toEqual(['@page { size: A4 portrait; margin: 8mm; }']);

    rerender(<PrintSheet size="A4">Kinshasa</PrintSheet>);
    expect(document.body).toHaveClass('print-sheet-active');
    expect(pageStyles()).toHaveLength(1);

    unmount();
    expect(document.body).not.toHaveClass('print-sheet-active');
    expect(pageStyles()).toEqual([]);
  });

  it('has the paper proportions on screen: an A5 reflows on a phone, an A4 is zoomed to fit', () => {
    render(
      <>
        <PrintSheet size="A5">a5</PrintSheet>
        <PrintSheet size="A4" orientation="landscape">
          a4
        </PrintSheet>
      </>,
    );
    const a5 = screen.getByText('a5');
    const a4 = screen.getByText('a4');
    expect(a5).toHaveAttribute('data-fit', 'reflow');
    expect(a5.style.getPropertyValue('--print-sheet-width')).toBe('148mm');
    expect(a5.style.getPropertyValue('--print-sheet-ratio')).toBe('148 / 210');
    expect(a4).toHaveAttribute('data-fit', 'scale');
    expect(a4).toHaveAttribute('data-orientation', 'landscape');
    expect(a4.style.getPropertyValue('--print-sheet-width')).toBe('297mm');
    // The sheet mounted last sets the page.
    expect(pageStyles()).toEqual(['@page { size: A4 landscape; margin: 8mm; }']);
  });

  it('knows the paper sizes', () => {
    expect(paperSize('A5', 'portrait')).toEqual({ width: 148, height: 210 });
    expect(paperSize('A4', 'landscape')).toEqual({ width: 297, height: 210 });
    expect(pageRule('A4', 'landscape')).toBe('@page { size: A4 landscape; margin: 8mm; }');
  });
});

describe('PrintButton', () => {
  it("opens the browser's print dialog and is not printed itself", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderWithProviders(<PrintButton />);
    const button = screen.getByRole('button', { name: 'Imprimer' });
    expect(button).toHaveClass('print-hide');
    await userEvent.setup().click(button);
    expect(print).toHaveBeenCalledOnce();
  });

  it('takes another label', () => {
    renderWithProviders(<PrintButton label="Imprimer l'étiquette" />);
    expect(screen.getByRole('button', { name: "Imprimer l'étiquette" })).toBeInTheDocument();
  });
});
