import type { AgeGateAppearance } from 'ofage/react';

/** `<AgeGate>` in Corner Store's colours: its default card, themed, with no CSS of our own. */
export const STORE_APPEARANCE: AgeGateAppearance = {
  theme: 'light',
  variables: {
    colorPrimary: '#1f5c47',
    colorText: '#1d2421',
    colorMuted: '#5b6360',
    colorBorder: '#e4ddd2',
    borderRadius: '14px',
  },
};
