// axe-core audit, part 1 of 10 (see tests/support/accessibility.ts).
import {registerAccessibilityTests} from '../support/accessibility';

registerAccessibilityTests(0, 10);
