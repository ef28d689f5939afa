// The contact step per country: email, phone (with the brand's prefix) and the address in
// the shape each country writes it. Only Mexico's 5-digit codes fit spec 5's postcode rule,
// so only Ibancar asks the postcode and fills state, city and colonia from the lookup.
import { optional, text, typed, type LegacyCountry, type LegacyField } from './legacy-field';

const email = typed('email', 'contactDetails.email');
const phone = typed('tel', 'contactDetails.phoneNumber');
const province = text('contactDetails.province');
const city = text('contactDetails.city');
const street = text('contactDetails.street');
const houseNumber = text('contactDetails.houseNumber');
const flatNumber = text('contactDetails.flatNumber', optional);
const marketing = typed('checkbox', 'contactDetails.marketingConsents', optional);

export const contactFields: Readonly<Record<LegacyCountry, readonly LegacyField[]>> = {
  MX: [
    email,
    phone,
    typed('postcode', 'contactDetails.postalCode'),
    province,
    city,
    text('contactDetails.suburb'),
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
  VN: [email, phone, province, text('contactDetails.district'), street, houseNumber, marketing],
};
