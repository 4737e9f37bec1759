/**
 * Builds `src/service/methods/credit-card/data/country-currencies.json`: each country's currency
 * (ISO 3166-1 alpha-2 → ISO 4217), which the card check names when OFAGE_CARD_CURRENCY is not set
 * ("a check of $0.00" on a Californian store). The source is the Unicode CLDR's supplemental
 * `currencyData.json` from the `cldr-core` package: for each region, the first currency that is
 * still in use (no `_to`) and legal tender. The package is not a dependency of the project: install
 * it anywhere (`npm install --prefix /tmp/cldr cldr-core`) and pass its folder.
 *
 * Usage: npx tsx scripts/build-card-currencies.ts <path/to/node_modules/cldr-core> [output.json]
 */
import fs from 'node:fs';
import path from 'node:path';

type Entry = Record<string, { _from?: string; _to?: string; _tender?: string }>;

const [source, output = 'src/service/methods/credit-card/data/country-currencies.json'] =
  process.argv.slice(2);
if (!source) throw new Error('usage: build-card-currencies.ts <path/to/cldr-core> [output.json]');
const pkg = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8')) as {
  version: string;
};
const data = JSON.parse(
  fs.readFileSync(path.join(source, 'supplemental', 'currencyData.json'), 'utf8'),
) as { supplemental: { currencyData: { region: Record<string, Entry[]> } } };
const known = new Set(Intl.supportedValuesOf('currency'));
const currencies: Record<string, string> = {};
for (const [region, entries] of Object.entries(data.supplemental.currencyData.region).sort()) {
  if (!/^[A-Z]{2}$/.test(region)) continue;
  for (const entry of entries) {
    const [code, when] = Object.entries(entry)[0]!;
    if (when._to === undefined && when._tender !== 'false' && known.has(code)) {
      currencies[region] = code;
      break;
    }
  }
}
const out = {
  meta: {
    source: `cldr-core@${pkg.version} (npm; Unicode License v3), supplemental/currencyData.json: per region the first currency still in use and legal tender`,
    generator: 'scripts/build-card-currencies.ts',
  },
  currencies,
};
fs.writeFileSync(output, `${JSON.stringify(out, null, 2)}\n`);
console.log(`${Object.keys(currencies).length} countries → ${output}`);
