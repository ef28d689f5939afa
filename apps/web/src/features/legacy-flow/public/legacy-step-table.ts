// The legacy flow's steps and the fields each country's brands are asked, for the operator
// area's flow map (issue 25 item 5). Re-exports, so the table keeps one home.
export { legacySteps } from '../steps/legacy-steps';
export type { LegacyCountry } from '../steps/legacy-field';
