/** The usage text: printed for --help, and after every usage error. */
export const USAGE = `Usage: ofage <command> [options]

Commands:
  products create --name <name> [--mode test|live] [--origin <https://shop.example>]...
                  [--owner <console account e-mail>]
                  (with --owner: the account's product, within OFAGE_MAX_PRODUCTS_PER_ACCOUNT)
  products list
  products origins list|add|remove --product <id> [--mode test|live] [--origin <https://shop.example>]...
                  (each mode has its own origins; live ones are https sites)
  products age-key-providers --product <id> [--providers all|none|<client id>,...]
                  (whose age keys the gates accept besides the service's own verifications)
  products default-language --product <id> [--language <tag>|none]
                  (the language of the shopper's pages when nothing else names one)
  keys create --product <id> [--mode test|live] [--name <label>]
  keys list --product <id>
  keys revoke --product <id> --key <key id or prefix>
  webhooks list [--product <id>] [--mode test|live]   (each app's endpoint, never the secrets)
  webhooks add <url> --product <id> [--mode test|live] [--label <text>]   (prints its secret once)
  webhooks remove <endpoint id>
  webhooks rotate-secret <endpoint id>   (prints the new secret; the old one signs 24 h more)
  webhooks set --product <id> [--mode test|live] [--url <https://…>] [--rotate-secret]
                  (the mode's first endpoint)
  webhooks test --product <id> [--mode test|live] [--endpoint <endpoint id>]
  accounts create --email <e-mail>   (prints a generated password; sign-up may be closed)
  accounts set-password --email <console account e-mail>   (prints a new generated password)
  age-keys revoke --credential=<credential id>   (the = form: an id may start with "-")
  oidc-clients create --product <id> --redirect-uri <https://app.example/cb>... [--mode test|live]
                      [--thresholds 13,18] [--may-create] [--name <label>]
  oidc-clients list --product <id>
  oidc-clients delete --product <id> --client <client id>
                      (age keys from any app over OpenID Connect: docs/age-keys-from-any-app.md)
  oidc-clients pending   (live clients awaiting approval to create age keys, and the approved)
  oidc-clients approve --client <client id> [--keys-per-hour <n>]   (may create live age keys)
  oidc-clients withdraw --client <client id>   (creates no more; its keys answer as no key)
  audit list [--product <id>]   (without --product: account and age-key actions)
  signing-keys list|rotate   (widget link keys: a new key signs 2 minutes after rotate)
  signing-keys retire [--key <kid>]   (retires keys no live widget link was signed by; --key: now)
  oidc-keys list|rotate   (OpenID ID-token keys: published at once, signs a day later)
  console-secret rotate [--end-sessions]   (the previous secret is accepted for 7 days)
  backup <file> [--files-only]   (SQLite and the data directory's files; PostgreSQL: pg_dump)
  restore <file>   (into a new OFAGE_DATA_DIR)
  migrate [--status]   (applies this version's pending migrations; --status (or --dry-run)
                  only lists applied, pending and newer ones; exit 3 pending, 4 a newer
                  version contracted the schema)
  serve [--port <port>]
  config check   (the effective settings, secrets masked, and every problem; exit 1 if any)
  pages link   (what serve does at its first start, for installs the service may not write to)

  init   (the plugin's: adds the age gate to a Next.js app; see npx ofage init --help)

Every command takes --json for machine-readable output.
The database comes from DATABASE_URL (PostgreSQL) or OFAGE_DATA_DIR (SQLite, default .data/).
Settings the environment does not give are read from the service started on the same data
directory (<data dir>/service-settings.json: OFAGE_ALLOW_LOOPBACK_WEBHOOKS, OFAGE_PUBLIC_URL).
Commands that only manage a database never create one: run them where the service runs.`;
