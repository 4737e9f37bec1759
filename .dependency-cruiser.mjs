// @ts-check
/**
 * The layering of `src/`, checked by `npm run lint:layers` (part of `npm run check`); the
 * layers and why are in docs/architecture.md ("Layers"). Type-only imports count: a type that
 * names a higher layer ties the folders together as much as a call does.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment:
        'Folders depend one way: a folder that imports another is never imported back by it, ' +
        'directly or around a circle. Move what both need into a folder below both.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(src|app|pages)/' },
      to: { circular: true },
    },
    {
      name: 'no-file-cycle',
      comment:
        'No module reaches itself around a circle of imports, inside one folder too: split out ' +
        'what both sides need (a type, a constant) into a module of its own.',
      severity: 'error',
      from: { path: '^(src|app|pages)/' },
      to: { circular: true },
    },
    {
      name: 'plugin-not-service',
      comment:
        'The plugin package (scripts/build-lib.mjs) is built from src/{protocol,client,next,react,' +
        'init}: it never imports the service.',
      severity: 'error',
      from: { path: '^src/(protocol|client|next|react|init)/' },
      to: { path: '^src/service/' },
    },
    {
      name: 'methods-not-widget',
      comment:
        'A method uses the kit below it (src/service/methods/kit), never the widget shell that ' +
        'renders it: the shell reaches a method through the registry only.',
      severity: 'error',
      from: { path: '^src/service/methods/' },
      to: { path: '^src/service/widget/' },
    },
    {
      name: 'registry-not-past',
      comment:
        'The widget reaches a method through the registry (methods/registry.ts, methods/client-' +
        "registry.ts), never a method's own files. One exception: the widget's age-key endpoints " +
        '(widget/handlers/age-key.ts) run the key ceremonies of methods/age-key/keys, which the ' +
        "result screen offers after any method's pass.",
      severity: 'error',
      from: { path: '^src/service/widget/' },
      to: {
        path: '^src/service/methods/(?!kit/)[^/]+/',
        pathNot: '^src/service/methods/age-key/keys/',
      },
    },
    {
      name: 'registry-from-bindings-only',
      comment:
        'The process-wide service (service-registry.ts) is reached from the Next.js bindings ' +
        'only — app/, pages/, the route and page modules in src/service/next/, and the ' +
        "console's server components and server actions, which Next calls without arguments — " +
        'and from the custom server that registers it; everything below takes its ' +
        'dependencies as parameters.',
      severity: 'error',
      from: {
        pathNot: [
          '^(app|pages)/',
          '^src/service/(next|server)/',
          '^src/service/console/(pages|actions)/',
          '^src/service/console/current-account\\.ts$',
          '^src/service/service-registry\\.ts$',
        ],
      },
      to: { path: '^src/service/service-registry\\.ts$' },
    },
    {
      name: 'bindings-on-top',
      comment:
        'Next.js bindings are the top layer over the Request → Response core: nothing in the ' +
        'core imports app/, pages/ or src/service/next/.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/service/(next|server|cli)/' },
      to: { path: '^(app|pages)/|^src/service/next/' },
    },
    {
      name: 'protocol-web-only',
      comment: 'src/protocol runs in Edge middleware too: Web APIs only, no node: modules.',
      severity: 'error',
      from: { path: '^src/protocol/' },
      to: { dependencyTypes: ['core'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.next|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
