import { z } from 'zod';

// Fallback messages in Portuguese for any rule without an explicit spec message.
z.config(z.locales.pt());
