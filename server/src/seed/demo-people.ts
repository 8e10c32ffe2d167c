/** Names and places for believable German, Austrian and Swiss demo customers. */
export const FEMALE_FIRST_NAMES = [
  'Anna', 'Lena', 'Sophie', 'Marie', 'Katharina', 'Julia', 'Laura', 'Johanna', 'Hannah', 'Elisabeth',
  'Theresa', 'Verena', 'Barbara', 'Claudia', 'Sabine', 'Ursula', 'Monika', 'Franziska', 'Nadine', 'Corinne',
] as const;

export const MALE_FIRST_NAMES = [
  'Lukas', 'Maximilian', 'Felix', 'Jonas', 'Tobias', 'Florian', 'Stefan', 'Andreas', 'Thomas', 'Michael',
  'Matthias', 'Johannes', 'Sebastian', 'Markus', 'Christoph', 'Dominik', 'Reto', 'Urs', 'Beat', 'Wolfgang',
] as const;

export const LAST_NAMES = [
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Schäfer',
  'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun',
  'Gruber', 'Huber', 'Pichler', 'Steiner', 'Moser', 'Hofer', 'Leitner', 'Egger', 'Brunner', 'Keller',
  'Meier', 'Baumann', 'Frei', 'Gerber', 'Widmer', 'Fässler', 'Lehmann', 'Krüger', 'Hartmann', 'Lange',
] as const;

export interface DemoTown {
  town: string;
  postalCode: string;
  country: 'DE' | 'AT' | 'CH';
  phonePrefix: string;
}

export const TOWNS: readonly DemoTown[] = [
  { town: 'München', postalCode: '80331', country: 'DE', phonePrefix: '+49 89' },
  { town: 'Berlin', postalCode: '10115', country: 'DE', phonePrefix: '+49 30' },
  { town: 'Hamburg', postalCode: '20095', country: 'DE', phonePrefix: '+49 40' },
  { town: 'Frankfurt am Main', postalCode: '60311', country: 'DE', phonePrefix: '+49 69' },
  { town: 'Köln', postalCode: '50667', country: 'DE', phonePrefix: '+49 221' },
  { town: 'Stuttgart', postalCode: '70173', country: 'DE', phonePrefix: '+49 711' },
  { town: 'Leipzig', postalCode: '04109', country: 'DE', phonePrefix: '+49 341' },
  { town: 'Wien', postalCode: '1010', country: 'AT', phonePrefix: '+43 1' },
  { town: 'Graz', postalCode: '8010', country: 'AT', phonePrefix: '+43 316' },
  { town: 'Salzburg', postalCode: '5020', country: 'AT', phonePrefix: '+43 662' },
  { town: 'Innsbruck', postalCode: '6020', country: 'AT', phonePrefix: '+43 512' },
  { town: 'Zürich', postalCode: '8001', country: 'CH', phonePrefix: '+41 44' },
  { town: 'Bern', postalCode: '3011', country: 'CH', phonePrefix: '+41 31' },
  { town: 'Basel', postalCode: '4051', country: 'CH', phonePrefix: '+41 61' },
  { town: 'Luzern', postalCode: '6003', country: 'CH', phonePrefix: '+41 41' },
];

export const STREETS = [
  'Hauptstraße', 'Bahnhofstraße', 'Schillerstraße', 'Goethestraße', 'Lindenweg', 'Bergstraße', 'Mozartgasse',
  'Kirchplatz', 'Gartenstraße', 'Seestrasse', 'Rosenweg', 'Marktgasse', 'Am Rain', 'Ringstraße',
] as const;

export const PLACES_OF_BIRTH = [
  'München', 'Nürnberg', 'Dresden', 'Hannover', 'Bremen', 'Wien', 'Linz', 'Klagenfurt', 'Zürich', 'St. Gallen',
  'Winterthur', 'Freiburg im Breisgau', 'Regensburg', 'Augsburg',
] as const;

export interface DemoCompany {
  name: string;
  legalForm: string;
  registerNumber: string;
}

export const COMPANIES: readonly DemoCompany[] = [
  { name: 'Alpenblick Vermögensverwaltung GmbH', legalForm: 'GmbH', registerNumber: 'HRB 214587' },
  { name: 'Donau Kapital AG', legalForm: 'AG', registerNumber: 'FN 482913 k' },
  { name: 'Helvetia Family Office AG', legalForm: 'AG', registerNumber: 'CHE-114.327.918' },
  { name: 'Nordlicht Beteiligungen GmbH & Co. KG', legalForm: 'GmbH & Co. KG', registerNumber: 'HRA 98321' },
  { name: 'Rheintal Stiftung', legalForm: 'Stiftung', registerNumber: 'CHE-402.118.733' },
  { name: 'Tiroler Energie Invest GmbH', legalForm: 'GmbH', registerNumber: 'FN 512044 t' },
];

/** ASCII for e-mail local parts: ä -> ae, ß -> ss, accents dropped. */
export function asciiName(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
