#!/usr/bin/python3
"""Drives LibreOffice Writer's own LanguageTool client (Debian 12: LibreOffice 7.4,
libLanguageToollo.so) against a running Proofreader, headless, through UNO.

Usage: libreoffice_languagetool.py BASE_URL USERNAME API_KEY DOCX OUT_JSON

It starts soffice with a fresh profile (whose first start exits 81: it is started
again), sets the remote checker's BaseURL, Username, ApiKey and IsEnabled in
org.openoffice.Office.Linguistic/GrammarChecking/LanguageTool, makes it the
proofreader for ru-RU (after checking that LinguServiceManager offers it: calling
setConfiguredServices when /languages failed crashed soffice), loads the DOCX and
has Writer's proofreading iterator check every paragraph. OUT_JSON gets what Writer
got: per paragraph its text and errors (start and length in the paragraph's UTF-16
units, LibreOffice's short and full comment, suggestions, rule id). The assertions
are the caller's (tests/integration/libreoffice_test.cpp).
"""
import json
import os
import signal
import shutil
import subprocess
import sys
import tempfile
import time

import uno
from com.sun.star.beans import PropertyValue
from com.sun.star.lang import Locale

LANGUAGETOOL = "org.openoffice.lingu.LanguageToolGrammarChecker"
PROOFREADER = "com.sun.star.linguistic2.Proofreader"
FIRST_START_EXIT = 81  # a fresh profile's first start ends with it: start again


def prop(name, value):
    p = PropertyValue()
    p.Name = name
    p.Value = value
    return p


def start_office(profile, pipe, shown=("--headless", "--invisible", "--nodefault")):
    """`shown`: how soffice appears; headless by default (docs/images/make-languagetool-options.sh shows Writer)."""
    args = ["soffice", *shown, "--nologo", "--norestore", "--nolockcheck",
            "-env:UserInstallation=" + uno.systemPathToFileUrl(profile),
            "--accept=pipe,name=%s;urp;StarOffice.ComponentContext" % pipe]
    local = uno.getComponentContext()
    resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
    for _attempt in range(3):
        # A session of its own: soffice starts soffice.bin beneath it, and the whole group is stopped at the end.
        office = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        deadline = time.time() + 90
        while time.time() < deadline:
            code = office.poll()
            if code is not None:
                stop_office(office)
                if code != FIRST_START_EXIT:
                    raise RuntimeError("soffice exited with %d" % code)
                break  # the profile is made now: the next start stays up
            try:
                ctx = resolver.resolve("uno:pipe,name=%s;urp;StarOffice.ComponentContext" % pipe)
                return office, ctx
            except Exception:  # not listening yet
                time.sleep(0.5)
        else:
            stop_office(office)
            raise RuntimeError("soffice did not accept connections in 90 s")
    raise RuntimeError("soffice kept exiting with %d" % FIRST_START_EXIT)


def configure_languagetool(ctx, base_url, username, api_key):
    smgr = ctx.ServiceManager
    provider = smgr.createInstanceWithContext("com.sun.star.configuration.ConfigurationProvider", ctx)
    access = provider.createInstanceWithArguments(
        "com.sun.star.configuration.ConfigurationUpdateAccess",
        (prop("nodepath", "/org.openoffice.Office.Linguistic/GrammarChecking/LanguageTool"),))
    access.setPropertyValue("BaseURL", base_url)
    access.setPropertyValue("Username", username)
    access.setPropertyValue("ApiKey", api_key)
    access.setPropertyValue("IsEnabled", True)
    access.commitChanges()


def make_proofreader(ctx, locale):
    manager = ctx.ServiceManager.createInstanceWithContext("com.sun.star.linguistic2.LinguServiceManager", ctx)
    available = list(manager.getAvailableServices(PROOFREADER, locale))
    if LANGUAGETOOL not in available:
        raise RuntimeError("LibreOffice offers no LanguageTool proofreader for ru-RU (it read no "
                           "languages from the server?): %s" % available)
    manager.setConfiguredServices(PROOFREADER, locale, (LANGUAGETOOL,))
    return available


def proofread(ctx, document, locale):
    """Writer's grammar checking: its flat paragraphs through the proofreading iterator."""
    iterator = ctx.ServiceManager.createInstanceWithContext("com.sun.star.linguistic2.ProofreadingIterator", ctx)
    markup = uno.getConstantByName("com.sun.star.text.TextMarkupType.PROOFREADING")
    paragraphs = document.getFlatParagraphIterator(markup, True)
    out = []
    paragraph = paragraphs.getFirstPara()
    while paragraph is not None:
        text = paragraph.getText()
        errors = []
        start = 0
        units = len(text.encode("utf-16-le")) // 2
        while start < units:
            result = iterator.checkSentenceAtPosition(document, paragraph, text, locale, start, units, 0)
            for e in result.aErrors:
                errors.append({"start": e.nErrorStart, "length": e.nErrorLength, "short": e.aShortComment,
                               "full": e.aFullComment, "suggestions": list(e.aSuggestions),
                               "rule": e.aRuleIdentifier})
            if result.nStartOfNextSentencePosition <= start:
                break
            start = result.nStartOfNextSentencePosition
        out.append({"text": text, "errors": errors})
        paragraph = paragraphs.getParaAfter(paragraph)
    return out


def stop_office(office):
    """Ends soffice and the soffice.bin it started (its process group), whatever state they are in."""
    try:
        office.wait(20)
    except subprocess.TimeoutExpired:
        pass
    try:
        os.killpg(office.pid, signal.SIGKILL)
    except ProcessLookupError:  # the group has ended already
        pass
    office.wait()


def main():
    base_url, username, api_key, docx, out_json = sys.argv[1:6]
    profile = tempfile.mkdtemp(prefix="lo-profile-")
    pipe = "proofreader_lt_%d" % os.getpid()
    office = None
    try:
        office, ctx = start_office(profile, pipe)
        locale = Locale("ru", "RU", "")
        configure_languagetool(ctx, base_url, username, api_key)
        available = make_proofreader(ctx, locale)
        desktop = ctx.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", ctx)
        document = desktop.loadComponentFromURL(uno.systemPathToFileUrl(os.path.abspath(docx)), "_blank", 0,
                                                (prop("Hidden", True),))
        paragraphs = proofread(ctx, document, locale)
        document.close(True)
        with open(out_json, "w", encoding="utf-8") as f:
            json.dump({"available": available, "paragraphs": paragraphs}, f, ensure_ascii=False)
        try:
            desktop.terminate()
        except Exception:  # the bridge goes down with the office
            pass
    finally:
        if office is not None:
            stop_office(office)
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    main()
