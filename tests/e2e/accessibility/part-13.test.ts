// axe-core audit, part 13 of 20 (see tests/support/accessibility.ts).
import {registerAccessibilityTests} from '../../support/accessibility';

registerAccessibilityTests(12, 20);
