import { configure } from '@testing-library/dom';

// CI machines are small and shared: give async queries (findBy*, waitFor) room under load, so a
// slow tick is not mistaken for a missing element. A real failure still fails, just later.
configure({ asyncUtilTimeout: 5000 });
