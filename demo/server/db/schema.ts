// The demo database's tables. Bump `schemaVersion` with any change here: an older file
// is then dropped and rebuilt on start (it holds only seeded demo data).
export const schemaVersion = 1

export const tableNames = ['meta', 'flight_instances', 'schedule_patterns', 'equipment', 'airports', 'airlines'] as const

export const schemaSql = `
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE airlines (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE airports (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  city TEXT NOT NULL,
  country TEXT NOT NULL,
  time_zone TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  is_hub INTEGER NOT NULL,
  -- {"terminals": {"ZZ": "5", "*": "5"}, "piers": ["A", "B"]}
  facilities TEXT NOT NULL
);

CREATE TABLE equipment (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  -- SeatMap in demo/server/seed/equipment.ts
  seat_map TEXT NOT NULL
);

CREATE TABLE schedule_patterns (
  id INTEGER PRIMARY KEY,
  airline_code TEXT NOT NULL REFERENCES airlines(code),
  flight_number TEXT NOT NULL,
  operating_airline_code TEXT NOT NULL REFERENCES airlines(code),
  operating_flight_number TEXT NOT NULL,
  leg_seq INTEGER NOT NULL,
  origin TEXT NOT NULL REFERENCES airports(code),
  destination TEXT NOT NULL REFERENCES airports(code),
  departure_time TEXT NOT NULL,
  day_offset INTEGER NOT NULL,
  duration_minutes INTEGER NOT NULL,
  days_mask INTEGER NOT NULL,
  equipment_code TEXT NOT NULL REFERENCES equipment(code),
  valid_from TEXT NOT NULL,
  valid_to TEXT NOT NULL,
  UNIQUE (airline_code, flight_number, leg_seq)
);

CREATE TABLE flight_instances (
  id INTEGER PRIMARY KEY,
  pattern_id INTEGER NOT NULL REFERENCES schedule_patterns(id),
  airline_code TEXT NOT NULL,
  flight_number TEXT NOT NULL,
  operating_airline_code TEXT NOT NULL,
  operating_flight_number TEXT NOT NULL,
  -- Local departure date of the flight's first leg: what "flight ZZ123 on <date>" means.
  flight_date TEXT NOT NULL,
  leg_seq INTEGER NOT NULL,
  origin TEXT NOT NULL,
  destination TEXT NOT NULL,
  departure_date TEXT NOT NULL,
  scheduled_departure TEXT NOT NULL,
  scheduled_arrival TEXT NOT NULL,
  departure_utc INTEGER NOT NULL,
  arrival_utc INTEGER NOT NULL,
  duration_minutes INTEGER NOT NULL,
  equipment_code TEXT NOT NULL
);

CREATE UNIQUE INDEX flight_instances_by_flight ON flight_instances (airline_code, flight_number, flight_date, leg_seq);
CREATE INDEX flight_instances_by_operating_flight ON flight_instances (operating_airline_code, operating_flight_number, flight_date);
CREATE INDEX flight_instances_by_route ON flight_instances (origin, destination, departure_date);
CREATE INDEX flight_instances_by_origin ON flight_instances (origin, departure_date);
`
