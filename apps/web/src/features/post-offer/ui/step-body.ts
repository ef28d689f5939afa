// A post-offer step body (contract stepBodySchema): `{ id, answers, ...lead fields }`. Answers
// with a lead path go to that lead field (the API validates them with the lead schema), the
// rest are partner answers. Server field errors name either; fieldForError maps them back.
import type { ScreenField } from '../definitions/types';
import type { Answers } from './answer-resolver';

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  keys.slice(0, -1).forEach((key) => {
    const next = node[key];
    node[key] = typeof next === 'object' && next !== null ? next : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys.at(-1) ?? path] = value;
}

export function stepBody(
  id: string,
  fields: readonly ScreenField[],
  values: Answers,
): Record<string, unknown> {
  const body: Record<string, unknown> = { id };
  const answers: Answers = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    if (field.leadPath) setPath(body, field.leadPath, value);
    else answers[field.name] = value;
  }
  if (Object.keys(answers).length > 0) body.answers = answers;
  return body;
}

/** The field a server error names ('answers.form_vehicle_registration_year', 'personalDetails.personalCode'). */
export function fieldForError(
  fields: readonly ScreenField[],
  fieldName: string,
): ScreenField | undefined {
  const name = fieldName.startsWith('answers.') ? fieldName.slice('answers.'.length) : fieldName;
  return fields.find((f) => f.name === name || f.leadPath === name);
}
