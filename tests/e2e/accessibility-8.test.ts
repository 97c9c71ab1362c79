// axe-core audit, part 8 of 10 (see tests/support/accessibility.ts).
import {registerAccessibilityTests} from '../support/accessibility';

registerAccessibilityTests(7, 10);
