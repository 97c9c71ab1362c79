// axe-core audit, part 4 of 20 (see tests/support/accessibility.ts).
import {registerAccessibilityTests} from '../../support/accessibility';

registerAccessibilityTests(3, 20);
