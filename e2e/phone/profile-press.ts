// `npm run profile:phone` (issue 22): what the main thread runs between a first press and the
// app's answer, by source module. The gate's press (first-press.ts) on each brand, PHONE_RUNS
// times (3 by default), under V8's sampling profiler at the phone's CPU factor for this host
// (or PHONE_CPU); each sample's script position goes through the build's source maps to its
// module (a package, or a source folder), and the busy time per module is printed, per press.
// It found the Intl locale data and zod's schema set-up that ADR 0055 weighs.
import { readFileSync } from 'node:fs';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { webDist } from '../support/paths';
import { firstPress, phonePage } from '../support/phone';
import { eachPhoneBrand } from './each-phone-brand';
import { phoneBrands } from './first-press';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const runs = Number(process.env.PHONE_RUNS ?? '3');
const shown = 25;
const maps = new Map<string, SourceMapConsumer | undefined>();

/** The build's source map of a script, if it has one (assets/<file>.js.map). */
function sourceMap(url: string): SourceMapConsumer | undefined {
  const file = new URL(url).pathname.split('/').pop() ?? '';
  if (!maps.has(file)) {
    try {
      const raw = JSON.parse(readFileSync(`${webDist}/assets/${file}.map`, 'utf8')) as RawSourceMap;
      maps.set(file, new SourceMapConsumer(raw));
    } catch {
      maps.set(file, undefined);
    }
  }
  return maps.get(file);
}

/** A package's name, or a source file's folder (three levels), for a frame of the profile. */
function moduleOf({ functionName, url, lineNumber, columnNumber }: ProfileNode['callFrame']) {
  if (!url) return `(${functionName || 'native'})`;
  // A frame V8 places at no line (-1: a module's evaluation itself) maps to no source.
  const source =
    url.startsWith('http') && lineNumber >= 0
      ? sourceMap(url)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber }).source
      : undefined;
  if (!source) return url.split('/').pop() ?? url;
  const inPackage = source.split('node_modules/')[1];
  if (inPackage) {
    const [scope = '', name = ''] = inPackage.split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  return source
    .replace(/^(\.\.\/)+/, '')
    .split('/')
    .slice(0, 4)
    .join('/');
}

/** Self time per module in one profile, in ms; the idle thread left out. */
function busyByModule(profile: Profile, into: Map<string, number>): void {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    if (!node || node.callFrame.functionName === '(idle)') return;
    const key = moduleOf(node.callFrame);
    into.set(key, (into.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
}

await eachPhoneBrand(async ({ browser, brand, origin, cpu }) => {
  const busy = new Map<string, number>();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const phone = await phonePage(browser, cpu);
    const cdp = await phone.page.context().newCDPSession(phone.page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const { pressToAnswerMs } = await firstPress(phone, origin, phoneBrands[brand], {
      around: async (press) => {
        await cdp.send('Profiler.start');
        await press();
        busyByModule((await cdp.send('Profiler.stop')).profile as Profile, busy);
      },
    });
    times.push(Math.round(pressToAnswerMs));
    await phone.page.context().close();
  }
  const total = [...busy.values()].reduce((sum, ms) => sum + ms, 0) / runs;
  console.log(
    `\n${brand}, CPU slowed ${cpu.toFixed(2)}x, press to answer ${times.join(', ')} ms; ` +
      `main thread busy ${Math.round(total)} ms a press, by module:`,
  );
  for (const [key, ms] of [...busy].sort((a, b) => b[1] - a[1]).slice(0, shown))
    console.log(`${(ms / runs).toFixed(1).padStart(8)} ${key}`);
});
