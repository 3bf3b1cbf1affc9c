// Summaries of a V8 CPU profile (`node --cpu-prof`): where a server spent its time, by file or
// package and by function (self time), and by the stage of a request a sample fell in (the
// nearest frame of the stack that names one), as used for the cold pages (decision 0020).

export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
}

/** A row of a summary: its name and its share of the profile's time (0–1). */
export interface Share {
  name: string;
  share: number;
}

/** The package of a file (`react-dom`, `@react-router/node`), or the file itself, or `(native)`. */
export function fileOf(url: string): string {
  if (!url) return '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  return url.replace(/^file:\/\/\/.*?\/(apps|packages|bench|scripts)\//, '$1/');
}

type Node = CpuProfile['nodes'][number];

function frameName(node: Node): string {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${fileOf(url)}:${lineNumber + 1}`;
}

function sorted(times: Map<string, number>, total: number, top: number): Share[] {
  return [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, time]) => ({ name, share: total > 0 ? time / total : 0 }));
}

/** Self time by node id, and the total. */
function selfTimes(profile: CpuProfile): { self: Map<number, number>; total: number } {
  const self = new Map<number, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    self.set(id, (self.get(id) ?? 0) + delta);
    total += delta;
  });
  return { self, total };
}

/** Self time by file (package) and by function, largest first. */
export function selfTime(profile: CpuProfile, top = 30): { byFile: Share[]; byFunction: Share[] } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const { self, total } = selfTimes(profile);
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, time] of self) {
    const node = nodes.get(id)!;
    const file = fileOf(node.callFrame.url);
    byFile.set(file, (byFile.get(file) ?? 0) + time);
    byFunction.set(frameName(node), (byFunction.get(frameName(node)) ?? 0) + time);
  }
  return { byFile: sorted(byFile, total, top), byFunction: sorted(byFunction, total, top) };
}

/**
 * Time by stage: a sample counts for the first stage, in the given order, that any frame of its
 * stack matches (`functionName file:line` with the file's package); the rest is `other`.
 */
export function stages(
  profile: CpuProfile,
  patterns: readonly (readonly [string, RegExp])[],
): Share[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const { self, total } = selfTimes(profile);
  const times = new Map<string, number>();
  for (const [id, time] of self) {
    const stack: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      stack.push(frameName(nodes.get(at)!));
    const stage = patterns.find(([, pattern]) => stack.some((frame) => pattern.test(frame)));
    const name = stage?.[0] ?? 'other';
    times.set(name, (times.get(name) ?? 0) + time);
  }
  return sorted(times, total, patterns.length + 1);
}

/** The stages of a page request on the web server, in the order a sample is given to them. */
export const PAGE_STAGES: readonly (readonly [string, RegExp])[] = [
  ['idle', /^\((idle|program)\) /],
  ['garbage collection', /^\(garbage collector\) /],
  ['start (modules, static files)', /^(loadStaticFiles|import|loadAndTranslate) /],
  ['loader data serialisation (turbo-stream)', /^(flatten|encodeViaTurboStream) react-router:/],
  ['route manifest of the page (getPartialManifest)', /^getPartialManifest react-router:/],
  ['route matching (React Router)', /^matchRoutesImpl react-router:/],
  ['React render', /^(performWork|renderToPipeableStream|startFlowing) react-dom:/],
  ['API calls (fetch)', /undici/],
  ['compression', /^(getAsync|polish) |zlib:/],
  ['loaders and middleware', /^(callRouteHandler|navigationMiddleware) /],
  ['React Router, the rest', / react-router:/],
  ['web streams', /webstreams\//],
];
