// Choice values the forms offer. The lead stores them as plain text (the contract leaves the
// values to the brands' forms); labels come from the dynamic-form namespace
// ('options>form_education>secondary'). Country lists are ISO 3166-1 codes named by
// Intl.DisplayNames at render time, so no country name needs a translation file.
import { contractIncomeSources } from './conditions';

export const loanPurposes = [
  'car',
  'home-improvement',
  'debt-consolidation',
  'furniture',
  'electronics',
  'travel',
  'education',
  'health',
  'unexpected-expenses',
  'other',
] as const;

export const maritalStatuses = [
  'single',
  'married',
  'civil-partnership',
  'divorced',
  'separated',
  'widowed',
] as const;

export const educationLevels = [
  'primary',
  'secondary',
  'vocational',
  'bachelor',
  'master',
  'doctorate',
] as const;

export const housingTenures = [
  'owner',
  'owner-with-mortgage',
  'rent',
  'with-parents',
  'other',
] as const;

export const incomeSources = [
  ...contractIncomeSources,
  'self-employed',
  'pension',
  'unemployment-benefit',
  'student',
  'other',
] as const;

export const jobAreas = [
  'administration',
  'construction',
  'education',
  'finance',
  'healthcare',
  'hospitality',
  'it',
  'logistics',
  'manufacturing',
  'public-sector',
  'retail',
  'other',
] as const;

export const positionTypes = ['employee', 'manager', 'executive', 'owner', 'other'] as const;

/** Citizenship and country of birth: the brands' countries and their neighbours, then 'other'. */
export const countryOptions = [
  'ES',
  'DE',
  'PL',
  'PH',
  'AT',
  'FR',
  'IT',
  'PT',
  'RO',
  'TR',
  'UA',
  'GB',
  'US',
  'other',
] as const;
