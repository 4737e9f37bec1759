import { hydrateRoot } from 'react-dom/client';
import { GatePage, type Variant } from './gate-page';

const variant = (window as unknown as { __variant: Variant }).__variant;
hydrateRoot(document, <GatePage variant={variant} />, {
  onRecoverableError: (error) => console.error(`[recoverable] ${String(error)}`),
});
