// axe-core audit, part 4 of 10 (see tests/support/accessibility.ts).
import {registerAccessibilityTests} from '../support/accessibility';

registerAccessibilityTests(3, 10);
