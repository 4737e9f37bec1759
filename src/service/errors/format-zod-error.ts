import type { z } from 'zod';

/** One line a developer can act on: `criteria.ageCategory: Invalid option: expected one of …`. */
export function formatZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const where = issue.path.length > 0 ? issue.path.join('.') : 'body';
      if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined'))
        return `${where} is required`;
      return `${where}: ${issue.message}`;
    })
    .join('; ');
}
