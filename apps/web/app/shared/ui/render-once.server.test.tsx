import { PassThrough } from 'node:stream';
import { createContext, use, useId } from 'react';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Link } from '../navigation/link.tsx';
import { RenderOnceContext } from './render-once.ts';
import type { RenderOnce } from './render-once.ts';
import { createRenderOnce } from './render-once.server.tsx';
import { StaticPart } from './static-part.tsx';

const HoldingContext = createContext('');
const STYLES = { box: 'box_tag' };
let renders = 0;

/** A part as the footer is: it reads a context of the page, has an id and a link. */
function Part() {
  renders += 1;
  const region = useId();
  return (
    <div className={STYLES.box}>
      <button type="button" aria-controls={region} data-disclosure>
        {use(HoldingContext)}
      </button>
      <div id={region} hidden>
        <Link to="/cars/">Автомобили</Link>
      </div>
    </div>
  );
}

function Page({ holding, keep }: { holding: string; keep: boolean }) {
  const id = useId();
  return (
    <HoldingContext value={holding}>
      <p id={id}>Страница</p>
      <StaticPart
        part={Part}
        props={{}}
        version={holding}
        keep={
          keep
            ? (part: ReactNode) => <HoldingContext value={holding}>{part}</HoldingContext>
            : undefined
        }
      />
    </HoldingContext>
  );
}

/** The page as the server entry writes it: a streamed render, the kept parts from `renderOnce`. */
function serverHtml(page: ReactNode, renderOnce: RenderOnce | null): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <RenderOnceContext value={renderOnce}>
        <MemoryRouter initialEntries={['/catalog/1/']}>{page}</MemoryRouter>
      </RenderOnceContext>,
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('end', () => resolve(Buffer.concat(chunks).toString()));
          pipe(body);
        },
        onShellError: reject,
      },
    );
  });
}

const ids = (html: string) => [...html.matchAll(/id="([^"]+)"/g)].map((match) => match[1]);

let renderOnce: RenderOnce;
beforeEach(() => {
  renders = 0;
  renderOnce = createRenderOnce();
});

describe('a kept part (StaticPart keep)', () => {
  it('is rendered once per version and written as a part rendered in place is', async () => {
    const inPlace = await serverHtml(<Page holding="Холдинг 1" keep={false} />, renderOnce);
    expect(renders).toBe(1);
    const first = await serverHtml(<Page holding="Холдинг 1" keep />, renderOnce);
    const second = await serverHtml(<Page holding="Холдинг 1" keep />, renderOnce);
    expect(renders).toBe(2);
    expect(second).toBe(first);
    // The same HTML but for the ids: the page's context, the link's address, the markup.
    const withoutIds = (html: string) => html.replaceAll(/_[a-z0-9]*R_[a-z0-9]*_/g, 'ID');
    expect(withoutIds(first)).toBe(withoutIds(inPlace));
    expect(first).toContain('>Холдинг 1</button>');
    expect(first).toContain('href="/cars/" data-discover="true"');

    const other = await serverHtml(<Page holding="Холдинг 2" keep />, renderOnce);
    expect(renders).toBe(3);
    expect(other).toContain('>Холдинг 2</button>');
  });

  it("has ids of its own, apart from the page's", async () => {
    const html = await serverHtml(<Page holding="Холдинг 1" keep />, renderOnce);
    const [page, part] = ids(html);
    expect(part).toMatch(/^_k0R_/);
    expect(page).not.toBe(part);
    expect(html).toContain(`aria-controls="${part}"`);
  });

  it('is rendered in place on every page where the server entry keeps nothing', async () => {
    await serverHtml(<Page holding="Холдинг 1" keep />, null);
    await serverHtml(<Page holding="Холдинг 1" keep />, null);
    expect(renders).toBe(2);
  });
});

/** A tile as the similar vehicles' and the listing's are: its data in, a link out. */
function Tile({ title }: { title: string }) {
  renders += 1;
  return <Link to="/catalog/7/">{title}</Link>;
}
const tileHtml = (title: string) => `<a href="/catalog/7/" data-discover="true">${title}</a>`;

describe('a part kept per object (a similar vehicle tile)', () => {
  it('is rendered once per object, and again for an equal object that is another one', () => {
    const kia = { title: 'Kia Rio' };
    const render = (data: { title: string }) => renderOnce(Tile, data, () => <Tile {...data} />);
    expect(render(kia)).toBe(tileHtml('Kia Rio'));
    expect(render(kia)).toBe(tileHtml('Kia Rio'));
    expect(renders).toBe(1);
    // A list fetched anew hands new objects: their tiles are rendered from them.
    expect(render({ title: 'Kia Rio' })).toBe(tileHtml('Kia Rio'));
    expect(renders).toBe(2);
    expect(render({ title: 'Lada Vesta' })).toBe(tileHtml('Lada Vesta'));
    expect(renders).toBe(3);
  });
});

describe('a part kept per text (a listing tile, by its JSON)', () => {
  it('is rendered once per text, and only the recent texts are kept', () => {
    const render = (title: string) => renderOnce(Tile, title, () => <Tile title={title} />);
    expect(render('Kia Rio')).toBe(tileHtml('Kia Rio'));
    expect(render('Kia Rio')).toBe(tileHtml('Kia Rio'));
    expect(renders).toBe(1);
    for (let i = 0; i < 5000; i += 1) render(`Lada ${i}`);
    expect(renders).toBe(5001);
    // Five thousand newer texts since: the first one is rendered again.
    render('Kia Rio');
    expect(renders).toBe(5002);
    render('Lada 4999');
    expect(renders).toBe(5002);
  });
});
