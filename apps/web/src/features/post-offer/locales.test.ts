import { locales } from '@finceptiv/contract/product-ids';
import { describe, expect, it } from 'vitest';
import { flatten, type Messages } from '@/test-support/locale-files';
import { screenDefinitions } from './definitions/screens';

const files = import.meta.glob<Messages>('/public/locales/*/post-offer.json', {
  eager: true,
  import: 'default',
});
const read = (lng: string) => flatten(files[`/public/locales/${lng}/post-offer.json`] ?? {});
const english = read('en');

// Words that are the same in English and the language (cognates, brand-like terms).
const sameAsEnglish: Record<string, readonly string[]> = {
  es: ['form>no', 'fields>form_job_sector'],
  mx: ['form>no', 'fields>form_job_sector'],
  co: ['form>no', 'fields>form_job_sector'],
  de: ['form>optional'],
  pl: [
    'fields>form_vehicle_model',
    'options>form_job_position>student',
    'options>form_job_sector>transport',
    'options>form_job_profession>pilot',
  ],
  ro: [
    'options>form_job_position>student',
    'options>form_job_profession>designer',
    'options>form_job_profession>electrician',
    'options>form_job_profession>pilot',
  ],
  vn: [],
  ph: [
    'screens>wenanceAccount>heading',
    'screens>cnp>title',
    'screens>wniosek>heading',
    'fields>cnp',
    'fields>phone_number',
    'fields>code',
    'password>label',
  ],
};

describe('post-offer translations', () => {
  it('name every screen, field and option of the definitions', () => {
    for (const screen of screenDefinitions) {
      expect(english[`screens>${screen.textKey}>title`], screen.path).toBeTruthy();
      if (screen.kind !== 'form') continue;
      expect(english[`screens>${screen.textKey}>heading`], screen.path).toBeTruthy();
      for (const field of screen.fields) {
        expect(english[`fields>${field.name}`], field.name).toBeTruthy();
        if (field.control.kind === 'radio')
          for (const option of field.control.options)
            expect(
              english[`options>${field.name}>${option}`],
              `${field.name} ${option}`,
            ).toBeTruthy();
      }
    }
  });

  it.each(locales)('%s has every English key, non-empty', (lng) => {
    const messages = read(lng);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const value of Object.values(messages)) expect(value.trim()).not.toBe('');
  });

  it.each(locales.filter((l) => l !== 'en'))('%s is written in its own language', (lng) => {
    const messages = read(lng);
    const same = Object.keys(english).filter((key) => messages[key] === english[key]);
    expect(same).toEqual(sameAsEnglish[lng]);
  });
});
