// The names definitions may use come from the contract, never from a copy here.
import { dataPointNames } from '@finceptiv/contract/data-points';
import { formPaths } from '@finceptiv/contract/entities/form-paths';
import type { Vocabulary } from './consistency';

export const v3Vocabulary: Vocabulary = {
  dataPoints: new Set<string>(dataPointNames),
  paths: new Set<string>(formPaths),
};
