// The contact step per country: email, phone (with the brand's prefix) and the address in
// the shape each country writes it. Only Mexico's 5-digit codes fit spec 5's postcode rule,
// so only Ibancar asks the postcode and fills state, city and colonia from the lookup.
import { optional, text, typed, type LegacyCountry, type LegacyField } from './legacy-field';

const email = typed('email', 'contactDetails.email', { autocomplete: 'email' });
const phone = typed('tel', 'contactDetails.phoneNumber', { autocomplete: 'tel-national' });
const province = text('contactDetails.province', { autocomplete: 'address-level1' });
const city = text('contactDetails.city', { autocomplete: 'address-level2' });
const street = text('contactDetails.street', { autocomplete: 'address-line1' });
const houseNumber = text('contactDetails.houseNumber');
const flatNumber = text('contactDetails.flatNumber', optional);
const marketing = typed('checkbox', 'contactDetails.marketingConsents', optional);

export const contactFields: Readonly<Record<LegacyCountry, readonly LegacyField[]>> = {
  MX: [
    email,
    phone,
    typed('postcode', 'contactDetails.postalCode', { autocomplete: 'postal-code' }),
    province,
    city,
    text('contactDetails.suburb', { autocomplete: 'address-level3' }),
    street,
    houseNumber,
    flatNumber,
    marketing,
  ],
  CO: [email, phone, province, city, street, houseNumber, flatNumber, marketing],
  RO: [
    email,
    phone,
    province,
    city,
    street,
    houseNumber,
    text('contactDetails.blockNumber', optional),
    flatNumber,
    marketing,
  ],
  VN: [
    email,
    phone,
    province,
    text('contactDetails.district', { autocomplete: 'address-level2' }),
    street,
    houseNumber,
    marketing,
  ],
};
