// One chart of the operator area (issue 25 item 6, ADR 0043), drawn by uPlot on a canvas.
// uPlot is imported when a chart first shows, so it is a chunk of the operator page only,
// loaded after the page's first paint; the applicant's app never imports this feature.
// For assistive technology the chart is one image with a short name; the figures themselves
// are in the table below it, which the caption says. Its width follows its box (320 px too).
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import type uPlot from 'uplot';
import type { SeriesLook } from './chart-look';

export interface ChartKey {
  label: string;
  look: SeriesLook;
}

export interface ChartProps {
  /** The image's name: what the chart shows. */
  name: string;
  /** Where the same figures are, as a table. */
  tableNote: string;
  /** The series in the key under the chart, as drawn. */
  keys: readonly ChartKey[];
  data: uPlot.AlignedData;
  /** What kind of chart: given uPlot itself, for its path builders (bars). */
  options: (lib: typeof uPlot) => Omit<uPlot.Options, 'width' | 'height'>;
  /** The chart's height for a width, in CSS px. */
  height: (width: number) => number;
}

export function Chart(props: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const noteId = useId();
  const draw = useEffectEvent((lib: typeof uPlot, into: HTMLElement) => {
    const width = into.clientWidth;
    return new lib({ ...props.options(lib), width, height: props.height(width) }, props.data, into);
  });
  const sizeFor = useEffectEvent((width: number) => ({ width, height: props.height(width) }));
  const { data } = props;
  useEffect(() => {
    const into = box.current;
    if (!into) return;
    let plot: uPlot | undefined;
    let gone = false;
    const resized = new ResizeObserver(() => {
      plot?.setSize(sizeFor(into.clientWidth));
    });
    import('uplot').then(
      ({ default: lib }) => {
        if (gone) return;
        plot = draw(lib, into);
        resized.observe(into);
      },
      // A chunk that failed to load leaves the box empty: the table below has the figures.
      () => undefined,
    );
    return () => {
      gone = true;
      resized.disconnect();
      plot?.destroy();
    };
  }, [data]);
  return (
    <figure className="operator-chart">
      <div
        ref={box}
        className="operator-chart__plot"
        role="img"
        aria-label={props.name}
        aria-describedby={noteId}
      />
      <figcaption>
        <ul className="operator-chart__keys">
          {props.keys.map(({ label, look }) => (
            <li key={label}>
              <Swatch look={look} />
              {label}
            </li>
          ))}
        </ul>
        <p id={noteId}>{props.tableNote}</p>
      </figcaption>
    </figure>
  );
}

/** The series' mark as the chart draws it: a filled or hollow bar, a solid or dashed line. */
function Swatch({ look }: { look: SeriesLook }) {
  return (
    <svg className="operator-chart__swatch" viewBox="0 0 28 12" aria-hidden="true">
      {look.bar ? (
        <rect
          x="1"
          y="1"
          width="26"
          height="10"
          fill={look.bar === 'filled' ? look.colour : '#ffffff'}
          stroke={look.colour}
          strokeWidth="2"
        />
      ) : (
        <line
          x1="0"
          y1="6"
          x2="28"
          y2="6"
          stroke={look.colour}
          strokeWidth="2.5"
          strokeDasharray={look.dash?.join(' ')}
        />
      )}
    </svg>
  );
}
