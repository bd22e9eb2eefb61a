import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetSubmissions } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { mediaQueryList } from '@/testing/browser';

// A loaded machine (a build running alongside) can take more than the default second to render a
// modal or a list: `findBy…` queries wait up to 3 s before failing.
configure({ asyncUtilTimeout: 3000 });

// jsdom lacks these browser APIs, which Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => mediaQueryList(query, false)),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// jsdom lays nothing out, so every chart measures 0 × 0 and recharts says so, once per render.
const warn = console.warn.bind(console);
vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('The width(0) and height(0) of chart')) return;
  warn(...args);
});

// Comboboxes scroll their selected option into view.
Element.prototype.scrollIntoView = () => {};

// Autosized textareas measure again once fonts load.
Object.defineProperty(document, 'fonts', {
  value: { addEventListener: vi.fn(), removeEventListener: vi.fn() },
});

// Tests read the French texts, whatever the machine's language.
beforeEach(async () => {
  await i18n.changeLanguage('fr');
});

afterEach(() => {
  cleanup();
  // The toasts live in a store of their own, kept from one test to the next: a test's toasts
  // (at most five shown, the others queued) would otherwise hide the next test's.
  notifications.clean();
  notifications.cleanQueue();
  resetSubmissions();
  vi.unstubAllGlobals();
});
