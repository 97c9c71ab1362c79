// axe-core audit, part 2 of 20 (see tests/support/accessibility.ts).
import {registerAccessibilityTests} from '../../support/accessibility';

registerAccessibilityTests(1, 20);
