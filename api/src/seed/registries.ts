import type { Random } from './prng';

/** The registry a dog born in a country is registered with, and the shape of its numbers. */
const FORMATS: Record<string, { registry: string; format: (serial: number, year: number, r: Random) => string }> = {
  RU: { registry: 'RKF', format: (n) => `${4_100_000 + n}` },
  PL: { registry: 'ZKwP', format: (n) => `PKR.I-${String(20_000 + n).padStart(5, '0')}` },
  DE: { registry: 'VDH', format: (n) => `CfBRH ${String(10_000 + n).padStart(5, '0')}` },
  CZ: { registry: 'ČMKU', format: (n) => `ČLP/BOC/${String(1_000 + n).padStart(5, '0')}` },
  LV: { registry: 'LKF', format: (n, y) => `LV-BC-${String(100 + n).padStart(4, '0')}/${String(y % 100).padStart(2, '0')}` },
  GB: { registry: 'KC', format: (n, _y, r) => `${String.fromCharCode(65 + r.int(0, 25), 65 + r.int(0, 25))}${String(10_000 + n).padStart(5, '0')}${r.digits(2)}` },
  US: { registry: 'AKC', format: (n) => `DN${String(30_000_000 + n).padStart(8, '0')}` },
  NL: { registry: 'NHSB', format: (n) => `${2_500_000 + n}` },
  FI: { registry: 'SKL', format: (n, y) => `FI${String(10_000 + n).padStart(5, '0')}/${String(y % 100).padStart(2, '0')}` },
  SE: { registry: 'SKK', format: (n, y) => `SE${String(10_000 + n).padStart(5, '0')}/${y}` },
  FR: { registry: 'SCC', format: (n) => `LOF 1 BCO ${String(1_000 + n).padStart(5, '0')}` },
  IT: { registry: 'ENCI', format: (n, y) => `LO${String(y % 100).padStart(2, '0')}${String(100_000 + n).padStart(6, '0')}` },
};

/** ISO 3166 numeric codes: microchips (ISO 11784) start with them. */
const NUMERIC: Record<string, string> = {
  RU: '643', PL: '616', DE: '276', CZ: '203', LV: '428', GB: '826', US: '840', NL: '528', FI: '246', SE: '752', FR: '250', IT: '380',
};

/** Issues unique registration numbers and microchips (serials per registry). */
export class Registrar {
  private serials = new Map<string, number>();
  private chips = 0;

  constructor(private readonly random: Random) {}

  register(country: string, birthYear: number): { registry: string; number: string } {
    const entry = FORMATS[country] ?? FORMATS.RU;
    const serial = (this.serials.get(entry.registry) ?? 0) + 1;
    this.serials.set(entry.registry, serial);
    return { registry: entry.registry, number: entry.format(serial, birthYear, this.random) };
  }

  /** Working border collies in GB and the US are often also registered with ISDS. */
  registerIsds(): { registry: string; number: string } {
    const serial = (this.serials.get('ISDS') ?? 0) + 1;
    this.serials.set('ISDS', serial);
    return { registry: 'ISDS', number: String(250_000 + serial) };
  }

  microchip(country: string): string {
    this.chips += 1;
    return `${NUMERIC[country] ?? '643'}${String(94_000_000_000 + this.chips * 7).padStart(12, '0')}`;
  }
}
