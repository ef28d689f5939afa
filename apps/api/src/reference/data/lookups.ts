import { countries } from '@finceptiv/contract/product-ids';
import type { Choice } from '@finceptiv/contract/api';

// Reference lists of spec 7. Labels are i18n keys (the app translates them) or proper names.
export const countryChoices: Choice[] = countries.map((code) => ({
  value: code,
  label: `countries.${code}`,
}));

export const positionChoices: Choice[] = [
  'employee',
  'civil_servant',
  'self_employed',
  'business_owner',
  'freelancer',
  'pensioner',
  'student',
  'unemployed',
  'other',
].map((value) => ({ value, label: `choices.position.${value}` }));

export const professionalDetailsMapping: Record<string, string[]> = {
  health: ['doctor', 'nurse', 'pharmacist', 'dentist', 'caregiver'],
  education: ['teacher', 'professor', 'trainer'],
  it: ['developer', 'system_administrator', 'designer', 'analyst'],
  construction: ['builder', 'electrician', 'plumber', 'architect', 'engineer'],
  transport: ['driver', 'courier', 'pilot', 'logistics_worker'],
  commerce: ['sales_assistant', 'cashier', 'store_manager', 'sales_representative'],
  hospitality: ['cook', 'waiter', 'receptionist', 'cleaner'],
  finance: ['accountant', 'bank_clerk', 'financial_advisor'],
  public_sector: ['administrative_officer', 'police_officer', 'firefighter', 'soldier'],
  other: ['other'],
};

export const vehicleModels: { brand: string; models: string[] }[] = [
  { brand: 'Chevrolet', models: ['Aveo', 'Beat', 'Onix', 'Spark', 'Tracker'] },
  { brand: 'Ford', models: ['Fiesta', 'Focus', 'Ka', 'Ranger', 'Kuga'] },
  { brand: 'Honda', models: ['City', 'Civic', 'CR-V', 'Fit', 'HR-V'] },
  { brand: 'Kia', models: ['Picanto', 'Rio', 'Sportage', 'Ceed'] },
  { brand: 'Mazda', models: ['Mazda2', 'Mazda3', 'CX-3', 'CX-5'] },
  { brand: 'Nissan', models: ['March', 'Sentra', 'Versa', 'X-Trail', 'NP300'] },
  { brand: 'Renault', models: ['Clio', 'Duster', 'Logan', 'Sandero', 'Megane'] },
  { brand: 'SEAT', models: ['Ibiza', 'Leon', 'Arona', 'Ateca'] },
  { brand: 'Toyota', models: ['Corolla', 'Hilux', 'RAV4', 'Yaris'] },
  { brand: 'Volkswagen', models: ['Golf', 'Jetta', 'Polo', 'Tiguan', 'Vento'] },
];

/** Small company register per country for the employer-name autocomplete. */
export const companies: {
  name: string;
  country: string;
  taxRegistryCode?: string;
  city?: string;
  postalCode?: string;
}[] = [
  {
    name: 'Mercadona S.A.',
    country: 'ES',
    taxRegistryCode: 'A46103834',
    city: 'Valencia',
    postalCode: '46016',
  },
  {
    name: 'Telefónica S.A.',
    country: 'ES',
    taxRegistryCode: 'A28015865',
    city: 'Madrid',
    postalCode: '28050',
  },
  {
    name: 'Inditex S.A.',
    country: 'ES',
    taxRegistryCode: 'A15075062',
    city: 'Arteixo',
    postalCode: '15142',
  },
  {
    name: 'Banco Santander S.A.',
    country: 'ES',
    taxRegistryCode: 'A39000013',
    city: 'Santander',
    postalCode: '39004',
  },
  { name: 'Siemens AG', country: 'DE', city: 'München', postalCode: '80333' },
  { name: 'Deutsche Bahn AG', country: 'DE', city: 'Berlin', postalCode: '10785' },
  { name: 'SAP SE', country: 'DE', city: 'Walldorf', postalCode: '69190' },
  { name: 'Orlen S.A.', country: 'PL', city: 'Płock', postalCode: '09-411' },
  { name: 'PKO Bank Polski S.A.', country: 'PL', city: 'Warszawa', postalCode: '02-515' },
  { name: 'Bimbo S.A.B. de C.V.', country: 'MX', city: 'Ciudad de México', postalCode: '01210' },
  { name: 'Cemex S.A.B. de C.V.', country: 'MX', city: 'Monterrey', postalCode: '66265' },
  { name: 'Dacia S.A.', country: 'RO', city: 'Mioveni', postalCode: '115400' },
  { name: 'Ecopetrol S.A.', country: 'CO', city: 'Bogotá', postalCode: '110311' },
  { name: 'Vingroup JSC', country: 'VN', city: 'Hà Nội', postalCode: '100000' },
  { name: 'Jollibee Foods Corporation', country: 'PH', city: 'Pasig', postalCode: '1605' },
];

/** Common domain typos and what was meant. */
export const emailDomainFixes: Record<string, string> = {
  'gmial.com': 'gmail.com',
  'gmai.com': 'gmail.com',
  'gmail.co': 'gmail.com',
  'gamil.com': 'gmail.com',
  'hotmial.com': 'hotmail.com',
  'hotmail.co': 'hotmail.com',
  'yaho.com': 'yahoo.com',
  'yahoo.co': 'yahoo.com',
  'outlok.com': 'outlook.com',
  'gmx.dee': 'gmx.de',
  'wp.pll': 'wp.pl',
};
