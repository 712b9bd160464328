// The web project's tests wait for the page the way a person does: until it shows what they look
// for. Testing Library gives up after 1 s by default, which a busy 2-core machine can miss while
// the data is still on its way; 20 s only stops a test that will never see it.
import { configure } from '@testing-library/dom';
import { installFastLabels } from './tests/web/fastLabels';

configure({ asyncUtilTimeout: 20_000 });

// jsdom's label look-ups walk the document for each label (tests/web/fastLabels.ts).
installFastLabels(window);
