import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { optionalLazy } from './optional-lazy';

function Banner({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** A part whose first load fails as an import does offline, and whose next load succeeds. */
function flakyPart() {
  const calls = { count: 0 };
  const Part = optionalLazy<{ text: string }>(() => {
    calls.count += 1;
    return calls.count === 1
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve({ default: Banner });
  });
  return { Part, calls };
}

describe('optionalLazy', () => {
  it('draws nothing when its code cannot load, without throwing to an error boundary', async () => {
    const { Part, calls } = flakyPart();
    const { container } = render(<Part text="offers" />);
    await act(async () => {});
    expect(calls.count).toBe(1);
    expect(container).toBeEmptyDOMElement();
  });

  it('loads again the next time it is drawn, and then shows the part', async () => {
    const { Part, calls } = flakyPart();
    const { rerender } = render(<Part text="offers" />);
    await act(async () => {});
    rerender(<Part text="offers again" />);
    expect(await screen.findByText('offers again')).toBeInTheDocument();
    expect(calls.count).toBe(2);
  });

  it('draws a part loaded once at once when drawn again elsewhere', async () => {
    const Part = optionalLazy(() => Promise.resolve({ default: Banner }));
    const first = render(<Part text="first" />);
    expect(await screen.findByText('first')).toBeInTheDocument();
    first.unmount();
    render(<Part text="second" />);
    expect(screen.getByText('second')).toBeInTheDocument();
  });
});
