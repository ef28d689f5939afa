// What the operator area may show (issue 25 item 1): aggregates only. A count of one to four
// could point at an applicant someone knows applied, so it is shown as "<5"; the API applies
// the rule before a figure leaves it, and the area, its tables and its CSV only ever see that.

/** The smallest count shown as a number. */
export const smallCountFloor = 5;
export const smallCountMark = '<5';
export type ShownCount = number | typeof smallCountMark;

/** A count as the operator sees it; none at all (0) names nobody and stays 0. */
export function shownCount(count: number): ShownCount {
  return count > 0 && count < smallCountFloor ? smallCountMark : count;
}
