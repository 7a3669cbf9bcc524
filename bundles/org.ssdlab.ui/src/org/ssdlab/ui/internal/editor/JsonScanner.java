package org.ssdlab.ui.internal.editor;

import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.rules.ICharacterScanner;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;

/**
 * Colours of the Source page: member names, strings, numbers and {@code true}/{@code false}/{@code null},
 * in the colours of Eclipse's JSON editor. Tokens only; the validator judges the document.
 */
final class JsonScanner extends RuleBasedScanner {

    static final RGB KEY = new RGB(127, 0, 85);
    static final RGB STRING = new RGB(42, 0, 255);
    static final RGB NUMBER = new RGB(0, 128, 0);
    static final RGB LITERAL = new RGB(127, 0, 85);

    JsonScanner() {
        IToken key = new Token(new TextAttribute(new Color(KEY), null, SWT.BOLD));
        IToken string = new Token(new TextAttribute(new Color(STRING)));
        IToken number = new Token(new TextAttribute(new Color(NUMBER)));
        IToken literal = new Token(new TextAttribute(new Color(LITERAL), null, SWT.BOLD));
        setRules(new IRule[] { new StringRule(key, string), new NumberRule(number), new LiteralRule(literal) });
    }

    /** A string; a member name when a colon follows it. */
    private record StringRule(IToken key, IToken string) implements IRule {
        @Override
        public IToken evaluate(ICharacterScanner scanner) {
            if (scanner.read() != '"') {
                scanner.unread();
                return Token.UNDEFINED;
            }
            int c;
            while ((c = scanner.read()) != ICharacterScanner.EOF && c != '"' && c != '\n') {
                if (c == '\\') {
                    scanner.read();
                }
            }
            int ahead = 0;
            do {
                c = scanner.read();
                ahead++;
            } while (c == ' ' || c == '\t');
            for (int i = 0; i < ahead; i++) {
                scanner.unread();
            }
            return c == ':' ? key : string;
        }
    }

    private record NumberRule(IToken number) implements IRule {
        @Override
        public IToken evaluate(ICharacterScanner scanner) {
            int c = scanner.read();
            if (c != '-' && !Character.isDigit(c)) {
                scanner.unread();
                return Token.UNDEFINED;
            }
            while ((c = scanner.read()) != ICharacterScanner.EOF && (Character.isDigit(c) || ".eE+-".indexOf(c) >= 0)) {
                // part of the number
            }
            scanner.unread();
            return number;
        }
    }

    private record LiteralRule(IToken literal) implements IRule {
        @Override
        public IToken evaluate(ICharacterScanner scanner) {
            StringBuilder word = new StringBuilder();
            int c;
            while ((c = scanner.read()) != ICharacterScanner.EOF && Character.isLetter(c)) {
                word.append((char) c);
            }
            scanner.unread();
            String w = word.toString();
            if (w.equals("true") || w.equals("false") || w.equals("null")) {
                return literal;
            }
            for (int i = 0; i < w.length(); i++) {
                scanner.unread();
            }
            return Token.UNDEFINED;
        }
    }
}
