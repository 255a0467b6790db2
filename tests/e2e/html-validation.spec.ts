import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { builtPages } from '../support/pages.ts';

const validator = new HtmlValidate(new FileSystemConfigLoader());

/** Every built HTML file validates with 0 errors (rules in .htmlvalidate.json). */
for (const { file, path } of builtPages()) {
  test(`html-validate: ${path}`, async () => {
    const report = await validator.validateFile(file);
    const errors = report.results.flatMap((result) =>
      result.messages
        .filter((message) => message.severity === 2)
        .map((message) => `${message.ruleId} at ${message.line}:${message.column}: ${message.message}`),
    );
    expect(errors).toEqual([]);
  });
}
