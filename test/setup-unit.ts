import { cleanup } from '@testing-library/preact';
import { afterEach } from 'vitest';

// Component tests render into a shared happy-dom document: unmount after each test so they
// don't leak DOM into each other (docs/ARCHITECTURE.md, "Toolchain notes").
afterEach(() => cleanup());
