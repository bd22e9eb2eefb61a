/** What jsdom lacks of a browser, for the tests to stand in: screen sizes, files handed to save. */
import { vi } from 'vitest';

/** A media query's answer (`matches`), its listeners doing nothing: jsdom has no `matchMedia`. */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  };
}

/** The screen of a phone (36em wide at most, Mantine's `xs`) until the test ends, when globals are unstubbed. */
export function onPhone(): void {
  vi.stubGlobal('matchMedia', vi.fn((query: string) => mediaQueryList(query, query.includes('max-width: 36em'))));
}

/**
 * The names of the files the app hands the browser to save, filled as the test runs (jsdom saves
 * nothing): an object URL stands for the file, and the link's click is kept, not followed.
 */
export function captureDownloads(): string[] {
  const saved: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:soute/1'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
