// axe-core audit, part 19 of 20 (see tests/support/accessibility.ts).
import {registerAccessibilityTests} from '../../support/accessibility';

registerAccessibilityTests(18, 20);
