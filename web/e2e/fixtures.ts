import { readFileSync } from 'node:fs';
import type { APIRequestContext, APIResponse, Browser, Page } from '@playwright/test';

// What the spec files put in place through the API before they test, and what they read back
// (PDF pages, screenshots). A spec's setup may run again on a worker restarted after a failure,
// so it finds what is already there before it creates anything.

/** An item of a list the API answers: its id and whatever else. */
export type Item = { id: number } & Record<string, unknown>;

/**
 * The id of what `list` finds (named `match`, or for which `match` is true), after creating it
 * with `create` when it is not there.
 */
export async function ensure(
  api: APIRequestContext,
  list: string,
  match: string | ((item: Item) => boolean),
  create: () => Promise<unknown>,
): Promise<number> {
  const matches = typeof match === 'string' ? (item: Item) => item.name === match : match;
  const find = async () => {
    // A list answers a page, except the article types' (a plain array).
    const body: { items: Item[] } | Item[] = await (await api.get(list)).json();
    return (Array.isArray(body) ? body : body.items).find(matches)?.id;
  };
  const found = await find();
  if (found !== undefined) return found;
  const response = (await create()) as Partial<Pick<APIResponse, 'ok' | 'text'>> | undefined;
  const made = await find();
  if (made === undefined) {
    const refusal = response?.ok && !response.ok() && response.text ? `: ${await response.text()}` : '';
    throw new Error(`${list}: could not create ${typeof match === 'string' ? match : 'it'}${refusal}`);
  }
  return made;
}

/** The JSON of an answer, which must be a success. */
export async function answered<T>(response: Promise<APIResponse>): Promise<T> {
  const answer = await response;
  if (!answer.ok()) throw new Error(`refused (${answer.status()}): ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** The `data` of a write's `{msg, data}` answer, which must be a success. */
export async function created<T>(response: Promise<APIResponse>): Promise<T> {
  return (await answered<{ data: T }>(response)).data;
}

/** A branch (`/api/extensions`) named `branch.name`, created with these fields when missing. */
export function ensureBranch(api: APIRequestContext, branch: { name: string } & Record<string, unknown>): Promise<number> {
  return ensure(api, '/api/extensions?per_page=100', branch.name, () => api.post('/api/extensions', { data: branch }));
}

/** An active route (`/api/prices`) named `route.name`, created when missing. */
export function ensureRoute(
  api: APIRequestContext,
  route: { name: string; originId: number; destinationId: number; price: number },
): Promise<number> {
  return ensure(api, '/api/prices?per_page=100', route.name, () => api.post('/api/prices', { data: { ...route, status: 1 } }));
}

/**
 * A person found by phone number, created with these fields when missing: a client, or with a
 * `profileId` (and an `extensionId`) someone of the staff; with a `password`, one who can sign in.
 */
export function ensureUser(api: APIRequestContext, user: { name: string; tel: string } & Record<string, unknown>): Promise<number> {
  return ensure(api, `/api/users?column=tel&q=${user.tel}`, (item) => item.tel === user.tel, () =>
    api.post('/api/users', { data: user }),
  );
}

/** The id of the built-in profile with this `code` (`chauffeur`, `pilote`, `client`…). */
export async function profileId(api: APIRequestContext, code: string): Promise<number> {
  const profiles: { items: { id: number; code: string | null }[] } = await (await api.get('/api/profiles?per_page=100')).json();
  const found = profiles.items.find((profile) => profile.code === code);
  if (!found) throw new Error(`no profile ${code}`);
  return found.id;
}

/** A profile named `name` granting these permissions (by name), created when missing. */
export async function ensureProfile(api: APIRequestContext, name: string, permissions: string[]): Promise<number> {
  const all: { items: { id: number; name: string }[] } = await (await api.get('/api/permissions')).json();
  const permissionId = permissions.map((permission) => {
    const found = all.items.find((item) => item.name === permission);
    if (!found) throw new Error(`no permission ${permission}`);
    return found.id;
  });
  return ensure(api, '/api/profiles?per_page=100', name, () => api.post('/api/profiles', { data: { name, permissionId } }));
}

/** How many pages a PDF has, the size of each (`[x0, y0, x1, y1]` in points), and of the first. */
export function pdfPages(pdf: Buffer): { count: number; boxes: number[][]; width: number; height: number } {
  const text = pdf.toString('latin1');
  const count = text.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
  const boxes = [...text.matchAll(/\/MediaBox\s*\[([^\]]*)\]/g)].map((match) => match[1].trim().split(/\s+/).map(Number));
  if (boxes.length === 0) throw new Error('no MediaBox');
  const [x0, y0, x1, y1] = boxes[0];
  return { count, boxes, width: x1 - x0, height: y1 - y0 };
}

/**
 * The clear space, in millimetres, between what each printed sheet draws (borders included) and
 * the left and right edges of the paper's printable area: the page is laid out as printed (print
 * media, as wide as the paper within the sheets' 8 mm margins), then back on screen.
 */
export async function printedSheetMargins(page: Page, paperWidthMm: number): Promise<{ left: number; right: number }[]> {
  const pxPerMm = 96 / 25.4;
  const viewport = page.viewportSize();
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: Math.floor((paperWidthMm - 2 * 8) * pxPerMm), height: viewport?.height ?? 800 });
  try {
    const reach = await page.evaluate(() =>
      [...document.querySelectorAll('.print-sheet')].map((sheet) => {
        // The sheet itself is the whole width, and draws nothing on paper: what it holds does.
        const boxes = [...sheet.querySelectorAll('*')].map((element) => element.getBoundingClientRect());
        const drawn = boxes.filter((box) => box.width > 0 && box.height > 0);
        return {
          left: Math.min(...drawn.map((box) => box.left)),
          right: Math.max(...drawn.map((box) => box.right)),
          page: document.documentElement.clientWidth,
        };
      }),
    );
    return reach.map(({ left, right, page: width }) => ({ left: left / pxPerMm, right: (width - right) / pxPerMm }));
  } finally {
    // Back to no emulation (not 'screen', which page.pdf would then print with).
    await page.emulateMedia({ media: null });
    if (viewport) await page.setViewportSize(viewport);
  }
}

/** Where the screenshot specs write their pictures, and the screens they take them on. */
export const screenshotDir = 'e2e/screenshots';
export const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } };

/** The whole page, or only the window when a modal or a drawer covers it (they stay in place as it scrolls). */
export async function shoot(page: Page, name: string, { overlay = false } = {}): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: !overlay, animations: 'disabled' });
}

const logoSvg = readFileSync(new URL('../src/assets/logo.svg', import.meta.url));

/** The app's logo as a PNG, as an agency would upload it. */
export async function logoPng(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 240, height: 240 } });
  await page.setContent(
    `<body style="margin:0"><img id="logo" width="240" height="240" src="data:image/svg+xml;base64,${logoSvg.toString('base64')}"></body>`,
  );
  const png = await page.locator('#logo').screenshot();
  await page.close();
  return png;
}
