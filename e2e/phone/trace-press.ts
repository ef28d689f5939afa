// `npm run trace:phone` (issue 22): where a first press's time goes. One fresh phone per brand
// of the gate (first-press.ts) reads the landing for 3 s and presses Continue under a DevTools
// trace; printed on a timeline from the press (ms): the main thread's tasks over 8 ms with what
// ran in them, and each request with its answer (`cache` when the landing had fetched it ahead).
// CPU: the phone's factor for this host (as the gate), or PHONE_CPU; BRAND: one brand only.
import type { CDPSession } from '@playwright/test';
import { firstPress, phonePage } from '../support/phone';
import { eachPhoneBrand } from './each-phone-brand';
import { phoneBrands } from './first-press';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown> };
}

const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];
const categoriesShown = new Set(['blink.user_timing', ...categories]);
// What a task's line names: script runs, timers, events and rendering over 3 ms.
const inner = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
]);

async function pressUnderTrace(cdp: CDPSession, press: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: [...categoriesShown].join(','),
    transferMode: 'ReportEvents',
  });
  await press();
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

function timeline(events: TraceEvent[]): string[] {
  const mark = (name: string) =>
    events.find((e) => e.name === name && e.cat === 'blink.user_timing');
  const press = mark('press');
  const answer = mark('answer');
  if (!press || !answer) throw new Error('the trace lacks the press or the answer');
  const at = (ts: number) => String(Math.round((ts - press.ts) / 1000)).padStart(5);
  const ms = (dur = 0) => Math.round(dur / 1000);
  const onMain = (e: TraceEvent) => e.pid === press.pid && e.tid === press.tid;
  const file = (url: unknown) =>
    (typeof url === 'string' ? url : '').split('/').pop()!.slice(0, 60);
  const urls = new Map<unknown, string>();
  const lines: [number, string][] = [[answer.ts, `${at(answer.ts)} ANSWER`]];
  for (const e of events) {
    if (e.ts < press.ts || e.ts > answer.ts) continue;
    const data = e.args?.data ?? {};
    if (e.name === 'RunTask' && onMain(e) && ms(e.dur) > 8) {
      const end = e.ts + (e.dur ?? 0);
      const within = events
        .filter((x) => onMain(x) && inner.has(x.name) && x.ts >= e.ts && x.ts <= end)
        .filter((x) => ms(x.dur) > 3)
        .slice(0, 4)
        .map((x) => {
          const what = x.args?.data?.url ?? x.args?.data?.type ?? '';
          return `${x.name} ${file(what)} ${ms(x.dur)}`.replace(/\s+/g, ' ');
        });
      lines.push([e.ts, `${at(e.ts)} task ${ms(e.dur)} ms: ${within.join(' | ')}`]);
    } else if (e.name === 'ResourceSendRequest') {
      urls.set(data.requestId, file(data.url));
      lines.push([e.ts, `${at(e.ts)} request ${file(data.url)}`]);
    } else if (e.name === 'ResourceReceiveResponse') {
      const from = data.fromCache ? 'cache' : 'network';
      lines.push([e.ts, `${at(e.ts)}   answer ${urls.get(data.requestId) ?? '?'} (${from})`]);
    }
  }
  return lines.sort((a, b) => a[0] - b[0]).map(([, line]) => line);
}

await eachPhoneBrand(async ({ browser, brand, origin, cpu }) => {
  const phone = await phonePage(browser, cpu);
  const cdp = await phone.page.context().newCDPSession(phone.page);
  let events: TraceEvent[] = [];
  const { pressToAnswerMs } = await firstPress(phone, origin, phoneBrands[brand], {
    around: async (press) => {
      events = await pressUnderTrace(cdp, press);
    },
  });
  console.log(
    `\n${brand}, CPU slowed ${cpu.toFixed(2)}x, press to answer ${Math.round(pressToAnswerMs)} ms:`,
  );
  console.log(timeline(events).join('\n'));
  await phone.page.context().close();
});
