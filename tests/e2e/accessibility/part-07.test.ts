// axe-core audit, part 7 of 20 (see tests/support/accessibility.ts).
import {registerAccessibilityTests} from '../../support/accessibility';

registerAccessibilityTests(6, 20);
