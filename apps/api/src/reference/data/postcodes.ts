import type { PostcodePlace } from '@finceptiv/contract/api';
import type { CountryCode } from '@finceptiv/contract/product-ids';

// A small shipped data set (main city-centre codes) in each country's own format: enough for
// the forms' autofill and for tests. A production deployment plugs in a full provider.
type Row = readonly [
  postalCode: string,
  city: string,
  province: string,
  district?: string,
  suburb?: string,
];

const rows: Partial<Record<CountryCode, readonly Row[]>> = {
  ES: [
    // One code, several neighbourhoods (barrios): the lookup answers each of them.
    ['28001', 'Madrid', 'Madrid', 'Salamanca', 'Recoletos'],
    ['28001', 'Madrid', 'Madrid', 'Salamanca', 'Goya'],
    ['28013', 'Madrid', 'Madrid', 'Centro'],
    ['08001', 'Barcelona', 'Barcelona', 'Ciutat Vella'],
    ['08008', 'Barcelona', 'Barcelona', 'Eixample'],
    ['46001', 'Valencia', 'Valencia', 'Ciutat Vella'],
    ['41001', 'Sevilla', 'Sevilla', 'Casco Antiguo'],
    ['48001', 'Bilbao', 'Bizkaia', 'Abando'],
    ['29001', 'Málaga', 'Málaga', 'Centro'],
    ['50001', 'Zaragoza', 'Zaragoza', 'Casco Histórico'],
    ['15001', 'A Coruña', 'A Coruña'],
    ['03001', 'Alicante', 'Alicante'],
    ['35001', 'Las Palmas de Gran Canaria', 'Las Palmas'],
  ],
  DE: [
    ['10115', 'Berlin', 'Berlin', 'Mitte'],
    ['10117', 'Berlin', 'Berlin', 'Mitte'],
    ['20095', 'Hamburg', 'Hamburg', 'Altstadt'],
    ['80331', 'München', 'Bayern', 'Altstadt-Lehel'],
    ['50667', 'Köln', 'Nordrhein-Westfalen', 'Altstadt-Nord'],
    ['60311', 'Frankfurt am Main', 'Hessen', 'Innenstadt'],
    ['70173', 'Stuttgart', 'Baden-Württemberg', 'Mitte'],
    ['40213', 'Düsseldorf', 'Nordrhein-Westfalen', 'Altstadt'],
    ['04109', 'Leipzig', 'Sachsen', 'Zentrum'],
    ['01067', 'Dresden', 'Sachsen', 'Innere Altstadt'],
    ['28195', 'Bremen', 'Bremen', 'Mitte'],
    ['30159', 'Hannover', 'Niedersachsen', 'Mitte'],
  ],
  PL: [
    ['00-001', 'Warszawa', 'mazowieckie', 'Śródmieście'],
    ['00-950', 'Warszawa', 'mazowieckie', 'Śródmieście'],
    ['30-001', 'Kraków', 'małopolskie', 'Krowodrza'],
    ['50-001', 'Wrocław', 'dolnośląskie', 'Stare Miasto'],
    ['60-001', 'Poznań', 'wielkopolskie', 'Grunwald'],
    ['80-001', 'Gdańsk', 'pomorskie', 'Śródmieście'],
    ['90-001', 'Łódź', 'łódzkie', 'Śródmieście'],
    ['40-001', 'Katowice', 'śląskie', 'Śródmieście'],
    ['20-001', 'Lublin', 'lubelskie', 'Śródmieście'],
    ['15-001', 'Białystok', 'podlaskie', 'Centrum'],
  ],
  MX: [
    ['06000', 'Ciudad de México', 'Ciudad de México', 'Cuauhtémoc'],
    ['44100', 'Guadalajara', 'Jalisco', 'Centro'],
    ['64000', 'Monterrey', 'Nuevo León', 'Centro'],
    ['72000', 'Puebla', 'Puebla', 'Centro'],
  ],
  RO: [
    ['010011', 'București', 'București', 'Sector 1'],
    ['400001', 'Cluj-Napoca', 'Cluj'],
    ['700001', 'Iași', 'Iași'],
  ],
  CO: [
    ['110111', 'Bogotá', 'Bogotá D.C.'],
    ['050001', 'Medellín', 'Antioquia'],
  ],
  VN: [
    ['100000', 'Hà Nội', 'Hà Nội'],
    ['700000', 'Thành phố Hồ Chí Minh', 'Hồ Chí Minh'],
  ],
  PH: [
    ['1000', 'Manila', 'Metro Manila'],
    ['6000', 'Cebu City', 'Cebu'],
  ],
};

export const postcodePlaces: Partial<Record<CountryCode, PostcodePlace[]>> = Object.fromEntries(
  Object.entries(rows).map(([country, list]) => [
    country,
    list.map(([postalCode, city, province, district, suburb]) => ({
      postalCode,
      city,
      province,
      ...(district === undefined ? {} : { district }),
      ...(suburb === undefined ? {} : { suburb }),
    })),
  ]),
);
