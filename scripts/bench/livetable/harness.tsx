/**
 * The browser half of `npm run bench:livetable`: draws 100,000 rows × 20 columns either with Dougong's live
 * table grid (src/livetable/VirtualGrid.tsx on TanStack Virtual) or with AG Grid Community, and exposes
 * mount / scroll / edit probes that scripts/bench/livetable.mjs drives in headless Chromium.
 */
import { AllCommunityModule, ModuleRegistry, type ColDef } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { VirtualGrid, type GridColumn } from '../../../src/livetable/VirtualGrid';

ModuleRegistry.registerModules([AllCommunityModule]);

type Lib = 'dougong' | 'aggrid';
type Row = Record<string, string> & { id: string };

const COLS = 20;
const HEIGHT = 700;

function makeRows(n: number): Row[] {
  return Array.from({ length: n }, (_, r) => {
    const row: Row = { id: String(r) };
    for (let c = 0; c < COLS; c++) row[`c${c}`] = `R${r}-${c}`;
    return row;
  });
}

const textEditor = (key: string): GridColumn<Row>['editor'] =>
  function TextEditor({ row, initial, commit, cancel }) {
    return (
      <input
        className="dg-lt-editor"
        ref={(input) => {
          if (input && document.activeElement !== input) {
            input.focus();
            input.setSelectionRange(input.value.length, input.value.length);
          }
        }}
        defaultValue={initial ?? row[key]}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value, 'down');
          else if (event.key === 'Escape') cancel();
        }}
      />
    );
  };

const ourColumns: GridColumn<Row>[] = Array.from({ length: COLS }, (_, c) => ({
  key: `c${c}`,
  title: `列 ${c + 1}`,
  width: 110,
  editor: textEditor(`c${c}`),
}));

function Ours({ initial }: { initial: Row[] }) {
  const [rows, setRows] = useState(initial);
  return (
    <VirtualGrid
      rows={rows}
      columns={ourColumns}
      getRowKey={(row) => row.id}
      height={HEIGHT}
      onEdit={(index, key, value) =>
        setRows((old) => {
          const next = old.slice();
          next[index] = { ...old[index], [key]: String(value) };
          return next;
        })
      }
    />
  );
}

const agColumns: ColDef<Row>[] = Array.from({ length: COLS }, (_, c) => ({
  field: `c${c}`,
  headerName: `列 ${c + 1}`,
  width: 110,
  editable: true,
}));

function Ag({ initial }: { initial: Row[] }) {
  return (
    <div style={{ height: HEIGHT + 38, width: 1240 }}>
      <AgGridReact<Row> rowData={initial} columnDefs={agColumns} getRowId={(p) => p.data.id} rowHeight={32} />
    </div>
  );
}

const frame = () => new Promise<number>((ok) => requestAnimationFrame(ok));
const cellSelector: Record<Lib, string> = { dougong: '.dg-lt-cell', aggrid: '.ag-cell' };

/** The element that scrolls the rows: the descendant with the most to scroll vertically. */
function findScroller(): HTMLElement {
  let best: HTMLElement | undefined;
  for (const element of host.querySelectorAll<HTMLElement>('*')) {
    const overflow = getComputedStyle(element).overflowY;
    if (overflow !== 'auto' && overflow !== 'scroll') continue;
    const room = element.scrollHeight - element.clientHeight;
    if (room > 0 && (!best || room > best.scrollHeight - best.clientHeight)) best = element;
  }
  if (!best) throw new Error('no scrolling element');
  return best;
}

let root: Root | undefined;
const host = document.getElementById('root')!;
let data: Row[] = [];

async function mount(lib: Lib, n: number): Promise<number> {
  root?.unmount();
  await frame();
  if (data.length !== n) data = makeRows(n);
  const start = performance.now();
  root = createRoot(host);
  root.render(lib === 'dougong' ? <Ours initial={data} /> : <Ag initial={data} />);
  while (!host.querySelector(cellSelector[lib])) await frame();
  await frame();
  return performance.now() - start;
}

/** Scrolls from top to bottom in `steps` frames and returns the time of each frame. */
async function scroll(lib: Lib, steps: number): Promise<number[]> {
  const scroller = findScroller();
  scroller.scrollTop = 0;
  await frame();
  const step = (scroller.scrollHeight - scroller.clientHeight) / steps;
  const times: number[] = [];
  let last = await frame();
  for (let i = 1; i <= steps; i++) {
    scroller.scrollTop = Math.round(step * i);
    const now = await frame();
    times.push(now - last);
    last = now;
  }
  const rendered = host.querySelectorAll(cellSelector[lib]).length;
  if (rendered === 0) throw new Error(`${lib}: no cells after scrolling`);
  return times;
}

/** Resolves with the time from the next Enter keydown until the text `value` is in the DOM at the next frame. */
function awaitEdit(lib: Lib, value: string): Promise<number> {
  return new Promise((ok) => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter') return;
      document.removeEventListener('keydown', onKey, true);
      const start = performance.now();
      const poll = () => {
        const cells = host.querySelectorAll(cellSelector[lib]);
        const shown = Array.from(cells).some((cell) => cell.textContent === value);
        if (shown) requestAnimationFrame(() => ok(performance.now() - start));
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    };
    document.addEventListener('keydown', onKey, true);
  });
}

Object.assign(window, { bench: { mount, scroll, awaitEdit } });
